/**
 * The published rulebooks a help note cites, by the names players know them by. Our own rules
 * digests and source texts stay in code comments: a player has none of those files.
 */

/** Star Wars: Legion, Atomic Mass Games rules (edition `amg-2025`; seeds 003 and 004). */
export const LEGION_AMG = 'Star Wars: Legion Core Rulebook (Atomic Mass Games, 2025)';
/** Star Wars: Legion, Fantasy Flight Games rules (edition `ffg-1.0`; seed 000). */
export const LEGION_FFG = 'Star Wars: Legion Rules Reference 1.0 (Fantasy Flight Games)';
/** Imperial Assault's core-game Rules Reference Guide (seed 002). */
export const IA_RRG = 'Imperial Assault Rules Reference Guide';
/** Star Wars Miniatures (Wizards of the Coast), the Battle of Hoth scenario pack (seed 001). */
export const SWM_HOTH = 'Battle of Hoth rulebook (Star Wars Miniatures)';

/** "Imperial Assault Rules Reference Guide: Pierce." — an entry of the guide. */
export const iaEntry = (...entries: string[]) => `${IA_RRG}: ${entries.join(', ')}.`;

/** Imperial Assault rules that came after the core game: hidden, weakened. */
export const IA_LATER =
  'Not in the core-game Rules Reference Guide: later Imperial Assault rules (the condition cards).';

/**
 * Where a Legion keyword's rule is, from the engine's internal citation (`seed 004 § …` is the
 * AMG Keyword Glossary, `seed 000 § …` the FFG Rules Reference): the books by name, the entry by
 * the keyword's label. A keyword our sources state only in the digest is an AMG glossary entry.
 */
export function legionKeywordCitation(internalRule: string, label: string): string {
  const amg = internalRule.includes('seed 004') || !internalRule.includes('seed 000');
  const ffg = internalRule.includes('seed 000');
  const books = [
    ...(amg ? [`${LEGION_AMG}, Keyword Glossary: ${label}`] : []),
    ...(ffg ? [`${LEGION_FFG}: ${label}`] : []),
  ];
  return `${books.join('; ')}.`;
}
