import type { FirstPageParams } from './listParamsAtStart';

/** The list whose first page the entry requested, with the parameters it asked for. */
export interface StartedList {
  resource: string;
  params: FirstPageParams;
}

let started: StartedList | undefined;
let firstPage: (StartedList & { answer: Promise<unknown> }) | undefined;

/** `answer`: the page's JSON as it arrives (undefined if it failed), for the screen drawn before the admin. */
export function recordStartedList(list: StartedList, answer?: Promise<unknown>): void {
  started = list;
  firstPage = answer ? { ...list, answer } : undefined;
}

/** The list the entry started, handed out once. */
export function takeStartedList(): StartedList | undefined {
  const list = started;
  started = undefined;
  return list;
}

/** The list the entry started and its answer, for the first screen (FirstListPreview); not handed out. */
export function startedFirstPage(): (StartedList & { answer: Promise<unknown> }) | undefined {
  return firstPage;
}
