import type { IaFigure } from '../../../src/engine/index.ts';

const dice = (d: Readonly<Record<string, number>> | null): string =>
  d === null
    ? '-'
    : Object.entries(d)
        .flatMap(([c, n]) => Array<string>(n).fill((c[0] as string).toUpperCase()))
        .join('') || '-';

const signed = (label: string, n: number) => (n === 0 ? [] : [`${n > 0 ? '+' : ''}${n}${label}`]);

/** One figure's converted pool in one line: the committed table's format (figure-pools.txt). */
export function poolLine(f: IaFigure): string {
  const a = f.attackerModifiers;
  const d = f.defenderModifiers;
  const surges = f.surgeAbilities.map((s) =>
    [
      `${s.cost}:`,
      ...signed('dmg', s.damage),
      ...(s.pierce ? [`pierce${s.pierce}`] : []),
      ...signed('acc', s.accuracy),
      ...(s.blast ? [`blast${s.blast}`] : []),
      ...(s.cleave ? [`cleave${s.cleave}`] : []),
      ...s.conditions,
    ].join(' '),
  );
  const attack =
    f.choosesPool !== null
      ? 'chosen'
      : f.attackType === null
        ? 'none'
        : `${f.attackType} ${dice(f.dice)}`;
  return [
    f.id,
    f.name,
    attack,
    `surges[${surges.join('; ')}]`,
    `mods[${[...signed('dmg', a.damage), ...signed('surge', a.surge), ...signed('acc', a.accuracy), ...(a.pierce ? [`pierce${a.pierce}`] : [])].join(' ')}]`,
    `def ${dice(f.defense)}${[...signed('block', d.block), ...signed('evade', d.evade)].map((x) => ` ${x}`).join('')}`,
    `hp ${f.health}`,
    `notes ${f.notModelled.length}`,
  ].join(' | ');
}
