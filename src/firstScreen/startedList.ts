import type { FirstPageParams } from './listParamsAtStart';

/** The list whose first page the entry requested, with the parameters it asked for. */
export interface StartedList {
  resource: string;
  params: FirstPageParams;
}

let started: StartedList | undefined;

export function recordStartedList(list: StartedList): void {
  started = list;
}

/** The list the entry started, handed out once. */
export function takeStartedList(): StartedList | undefined {
  const list = started;
  started = undefined;
  return list;
}
