import type { ReadState } from '../../reads/read-state.ts';

/** A read of one admin page as its table shows it: the rows, or loading, or failed. */
export function rowsOf<Row>(state: ReadState<{ rows: Row[] }>): ReadState<Row[]> {
  return state.state === 'ready' ? { state: 'ready', data: state.data.rows } : state;
}
