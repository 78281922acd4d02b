// The engine's public API: the app (src/app, src/lib), the CLI and the workers import only from
// here (eslint.config.js enforces it). Tests and the bench may reach inside.

export type { CompileOptions, GameEngine, GameRules } from './game-engine.ts';
// The page reads only the rules, and loads a game's engine (compile) when it needs one
// (loadEngine); the workers and the CLI import every engine from engines.ts.
export {
  GAME_IDS,
  GAME_RULES,
  gameRules,
  isGameId,
  parseAnyRules,
  type AnyRules,
  type GameId,
  type ScenarioOf,
} from './game-rules.ts';
export { loadEngine } from './load-engine.ts';
export { evaluateExact, monteCarloResult, type AttackResult } from './evaluate.ts';
export { ExactTooLarge } from './core/exact-too-large.ts';
export { headline, sufferedHeadline } from './headline.ts';
export { captionLines, type CaptionLoadout } from './caption.ts';
export type { LoadoutWords } from './core/loadout-words.ts';

export { simulateChunk, simulateInto } from './core/montecarlo.ts';
export { histogramLayout, type HistogramLayout, type Program } from './core/program.ts';
export { chunkGenerators, rngFromState, type RngState } from './core/rng.ts';
export { ADAPTIVE_CHUNK_TRIALS, CHUNK_TRIALS, chunkSize } from './core/run.ts';
export { interval95, wilson95, Z95, type Summary } from './core/summary.ts';
export { tailEstimates } from './core/tail-estimates.ts';
export { describeError, knownName, type Parsed } from './core/validation.ts';
export { parseJsonText } from './core/json-text.ts';
export { adviseReroll, type Advice, type AdviceOption, type FaceCounts } from './legion/advise.ts';
export { bestPlayGain, type BestPlayGain } from './legion/best-play-gain.ts';
export { objectiveText, readObjective, type Objective } from './legion/objective.ts';
export { sequenceObjective } from './legion/sequence-goal.ts';
export { ownEntry } from './core/own-entry.ts';
export { oneLine, quote, quotePath, shownText } from './core/quote.ts';
export { nearestNames } from './core/did-you-mean.ts';
export { isRecord, type JsonRecord } from './core/is-record.ts';
export type { JsonValue } from './core/json-value.ts';

export { CardDataError, convertCards } from './legion/data/convert-cards.ts';
export type { CardWeapon, LegionCardData, UnitCard, UpgradeCard } from './legion/data/card-data.ts';
export { KEYWORD_TABLE } from './legion/data/keyword-table.ts';
export { cardIndex, findUnit, unitLabel } from './legion/presets/card-index.ts';
export { expandPresets } from './legion/presets/expand-presets.ts';
export { expandSequencePresets } from './legion/presets/expand-sequence.ts';
export { expandScenarioPresets, namesPreset } from './legion/presets/expand-scenario-presets.ts';
export { presetChanges } from './legion/presets/preset-changes.ts';
export {
  CARD_FACTIONS,
  CARD_RANKS,
  homebrewCardSchema,
  UPGRADE_SLOTS,
  type HomebrewCardJson,
} from './legion/card/card-schema.ts';
export { HOMEBREW_ID, readHomebrewCard, type HomebrewCard } from './legion/card/homebrew-card.ts';
export { homebrewLoadout } from './legion/card/homebrew-loadout.ts';
export { homebrewNotes, type CardNotes } from './legion/card/card-notes.ts';
export { cardJsonOf } from './legion/card/card-json.ts';
export {
  fieldPlan,
  fieldSpecSchema,
  readFieldSpec,
  type FieldPlan,
  type FieldRange,
  type FieldSpec,
  type FieldUnit,
} from './legion/field/field-spec.ts';
export {
  fieldConditions,
  fieldJobs,
  fieldMeasure,
  fieldReport,
  peerExchange,
  type FieldAverages,
  type FieldCells,
  type FieldJob,
  type FieldMeasure,
  type FieldReport,
  type FieldRow,
} from './legion/field/field-report.ts';
export {
  FAIR_FLOOR,
  fairPoints,
  peerPrice,
  type PeerExchange,
} from './legion/field/fair-points.ts';
export { fieldVariants, type FieldVariant } from './legion/field/field-variants.ts';
export { varyCard } from './legion/field/vary.ts';
export {
  loadoutNotes,
  mustSee,
  presetNotes,
  type PresetNote,
  type PresetNoteKind,
} from './legion/presets/preset-notes.ts';
export { weaponRefused } from './legion/presets/defender-refusals.ts';
export { checkPresetRecords, hasPresetRecord } from './legion/presets/preset-record.ts';
export { loadoutOf, miniClasses, resolveLoadout, type Loadout } from './legion/presets/loadout.ts';
export { requirementProblem } from './legion/presets/requirements.ts';
export { weaponUpgrades } from './legion/presets/weapon-upgrades.ts';
export { pointsEfficiency, type PointsEfficiency } from './legion/points.ts';
export { CARD_DATA_SOURCE, withPointsEfficiency } from './legion/points-result.ts';
export {
  matchupScenario,
  type MatchupConditions,
  type MatchupSide,
  type MatchupTokens,
} from './legion/matchup/matchup-scenario.ts';
export {
  ArmyListError,
  parseArmyList,
  type ArmyList,
  type Unmatched,
} from './legion/matchup/army-list.ts';
export { factionSides } from './legion/matchup/faction-sides.ts';
export {
  listTotals,
  sideCount,
  type ListTotals,
  type UnitBest,
} from './legion/matchup/list-totals.ts';
export { bothWays, type BothWays, type TotalsPool } from './legion/matchup/both-ways.ts';
export { formAttackPool } from './legion/attack-pool.ts';
export type { LegionInput } from './legion/game-rules.ts';
export { KEYWORDS } from './legion/keyword-table.ts';
export {
  parseLegionScenario,
  UNIT_TYPES,
  type LegionDefender,
  type LegionGuardian,
  type LegionScenario,
} from './legion/scenario.ts';
export {
  attackCount,
  isSequenceInput,
  MAX_SEQUENCE_ATTACKS,
  type LegionAttack,
  type LegionSequence,
} from './legion/sequence-scenario.ts';

export { DEFAULT_MEMO_BUDGET } from './imperial-assault/memo-budget.ts';
export {
  CONDITIONS,
  MAX_ATTACK_DICE_PER_COLOUR,
  MAX_DEFENSE_DICE,
  MAX_REROLLS,
  MAX_SURGE_ABILITIES,
  parseIaScenario,
  type Condition,
  type IaScenario,
  type IaSurgeAbility,
} from './imperial-assault/scenario.ts';

export {
  LIGHTSABER_ASSAULT_COST,
  parseSwmScenario,
  USE_THE_FORCE_COST,
  type SwmAttacker,
  type SwmDefender,
  type SwmScenario,
} from './swm/scenario.ts';
export {
  convertFigures,
  FigureDataError,
  type FigureFiles,
} from './imperial-assault/figures/convert-figures.ts';
export type { IaFigure, IaFigureData } from './imperial-assault/figures/figure-data.ts';
export { expandFigures, namesFigure } from './imperial-assault/figures/expand-figures.ts';
export { findFigure } from './imperial-assault/figures/find-figure.ts';
