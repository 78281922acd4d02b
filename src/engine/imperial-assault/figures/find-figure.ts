import { nearestNames } from '../../core/did-you-mean.ts';
import { quote } from '../../core/quote.ts';
import type { IaFigure, IaFigureData } from './figure-data.ts';

/** The stats that decide an attack or a defence: records equal in these are one figure. */
function stats(f: IaFigure): string {
  return JSON.stringify({ ...f, id: '', group: '', expansion: '' });
}

/**
 * The figure a scenario names: an id ("DG072") or a name, case aside ("darth vader"). Records
 * that share a name with identical stats (a deployment group's two regular cards) are one
 * figure; a name whose records differ is refused with their ids. Returns the figure or the
 * one-line reason, with a suggestion for an unknown name.
 */
export function findFigure(
  data: IaFigureData,
  key: string,
): { ok: true; figure: IaFigure } | { ok: false; message: string } {
  const k = key.trim().toLowerCase();
  const byId = data.figures.find((f) => f.id.toLowerCase() === k);
  if (byId) return { ok: true, figure: byId };
  const named = data.figures.filter((f) => f.name.toLowerCase() === k);
  const first = named[0];
  if (first === undefined) {
    const near = nearestNames(
      key,
      data.figures.map((f) => f.name),
    );
    const hint = near.length > 0 ? ` (did you mean ${near.map((n) => quote(n)).join(', ')}?)` : '';
    return {
      ok: false,
      message: `no figure named ${quote(key)}${hint}; \`odds units --game imperial-assault\` lists them`,
    };
  }
  if (named.some((f) => stats(f) !== stats(first)))
    return {
      ok: false,
      message: `${quote(first.name)} names records with different stats: give one id (${named.map((f) => f.id).join(', ')})`,
    };
  return { ok: true, figure: first };
}
