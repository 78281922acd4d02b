import type { OrderedStep } from '../attack-steps.ts';

/**
 * Step 4a: upgrade/downgrade attack dice (amg-2025 only). The step itself does nothing; the
 * keywords' hooks do: downgrades at negative order, upgrades at positive order.
 */
export function upgradeAttack(): OrderedStep[] {
  return [];
}
