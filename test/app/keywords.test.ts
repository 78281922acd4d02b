import { describe, expect, it } from 'vitest';
import { schemaDefaults } from '../../src/lib/editors/legion/legion-defaults.ts';
import { KEYWORDS } from '../../src/engine/legion/keyword-table.ts';
import { keywordInfos } from '../../src/lib/editors/legion/keyword-meta.ts';

describe('the keyword editors', () => {
  const defaults = schemaDefaults();
  const infos = [...keywordInfos('attacker', defaults), ...keywordInfos('defender', defaults)];

  it('list every keyword of the engine, each with a step, a label and help', () => {
    expect(infos.map((k) => `${k.side}:${k.key}`).sort()).toEqual(
      KEYWORDS.map((k) => `${k.side}:${k.key}`).sort(),
    );
    for (const k of infos) {
      expect(k.step, k.key).not.toBe('other');
      expect(k.help.length, k.key).toBeGreaterThan(10);
      expect(k.rule, k.key).toMatch(/^Star Wars: Legion (Core Rulebook|Rules Reference 1.0)/);
      expect(k.rule, k.key).not.toMatch(/seed|§|\.md/);
    }
  });

  it('edit numbers as steppers and flags as switches, as the schema types them', () => {
    const a: Record<string, unknown> = defaults.attacker.keywords;
    for (const k of infos.filter((i) => i.side === 'attacker'))
      expect(k.kind).toBe(typeof a[k.key] === 'number' ? 'number' : 'flag');
  });
});
