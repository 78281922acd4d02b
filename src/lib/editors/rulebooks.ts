/**
 * The published rulebooks a help note cites, by the names players know them by. Our own rules
 * files (docs/rules/) stay in code comments: a player has none of those files.
 */

/** Star Wars: Legion, Atomic Mass Games rules (edition `amg-2025`; AMG Core Rulebook and AMG Keyword Glossary). */
export const LEGION_AMG = 'Star Wars: Legion Core Rulebook (Atomic Mass Games, 2025)';
/** Star Wars: Legion, Fantasy Flight Games rules (edition `ffg-1.0`; FFG Rules Reference 1.0). */
export const LEGION_FFG = 'Star Wars: Legion Rules Reference 1.0 (Fantasy Flight Games)';
/** Imperial Assault's core-game Rules Reference Guide (IA Rules Reference Guide). */
export const IA_RRG = 'Imperial Assault Rules Reference Guide';
/** Star Wars Miniatures (Wizards of the Coast), the Battle of Hoth scenario pack (SWM Battle of Hoth rulebook). */
export const SWM_HOTH = 'Battle of Hoth rulebook (Star Wars Miniatures)';

/** "Imperial Assault Rules Reference Guide: Pierce." — an entry of the guide. */
export const iaEntry = (...entries: string[]) => `${IA_RRG}: ${entries.join(', ')}.`;

/** Imperial Assault rules that came after the core game: hidden, weakened. */
export const IA_LATER =
  'Not in the core-game Rules Reference Guide: later Imperial Assault rules (the condition cards).';

/**
 * Where a Legion keyword's rule is, from the engine's internal citation ("AMG Keyword Glossary, …",
 * "FFG Rules Reference 1.0, …"; docs/rules/README.md): the books by name, the entry by
 * the keyword's label. A keyword our sources state only in docs/rules/legion.md is an AMG glossary entry.
 */
export function legionKeywordCitation(internalRule: string, label: string): string {
  const amg =
    internalRule.includes('AMG Keyword Glossary') ||
    !internalRule.includes('FFG Rules Reference 1.0');
  const ffg = internalRule.includes('FFG Rules Reference 1.0');
  const books = [
    ...(amg ? [`${LEGION_AMG}, Keyword Glossary: ${label}`] : []),
    ...(ffg ? [`${LEGION_FFG}: ${label}`] : []),
  ];
  return `${books.join('; ')}.`;
}
