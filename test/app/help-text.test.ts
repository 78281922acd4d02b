import { describe, expect, it } from 'vitest';
import { ATTACKER_FIELDS, DEFENDER_FIELDS } from '../../src/lib/editors/swm/swm-fields.ts';
import { ATTACKER, DEFENDER } from '../../src/lib/editors/legion/keyword-help.ts';
import { legionKeywordCitation } from '../../src/lib/editors/rulebooks.ts';

/** Our source files, their sections and line numbers: code comments only, never a player's text. */
const INTERNAL =
  /\bseeds?\s+0\d\d\b|\bseed(’|')s\b|outside the seed|§|\.md\b|\bL\d{2,4}\b|rules\//i;

describe('help texts name published books', () => {
  it('cites the Legion books by name and entry, from the engine’s internal citation', () => {
    expect(
      legionKeywordCitation(
        'AMG Keyword Glossary, Critical X; FFG Rules Reference 1.0, Critical X',
        'Critical X',
      ),
    ).toBe(
      'Star Wars: Legion Core Rulebook (Atomic Mass Games, 2025), Keyword Glossary: Critical X; ' +
        'Star Wars: Legion Rules Reference 1.0 (Fantasy Flight Games): Critical X.',
    );
    expect(legionKeywordCitation('docs/rules/legion.md, step 5c', 'Dug In')).toBe(
      'Star Wars: Legion Core Rulebook (Atomic Mass Games, 2025), Keyword Glossary: Dug In.',
    );
  });

  it('keeps every Star Wars Miniatures field and every Legion keyword help free of file talk', () => {
    const texts = [
      ...[...ATTACKER_FIELDS, ...DEFENDER_FIELDS].flatMap((g) =>
        g.fields.flatMap((f) => [f.label, f.help, f.rule]),
      ),
      ...Object.values({ ...ATTACKER, ...DEFENDER }).flatMap((m) => [
        m.label,
        m.help,
        m.whenNote ?? '',
      ]),
    ];
    expect(texts.length).toBeGreaterThan(100);
    for (const t of texts) expect(t).not.toMatch(INTERNAL);
    for (const g of [...ATTACKER_FIELDS, ...DEFENDER_FIELDS])
      for (const f of g.fields) expect(f.rule, f.key).toMatch(/Battle of Hoth rulebook|later/);
  });
});
