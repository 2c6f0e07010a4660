/** The time the server works with. Tests (and the e2e server, with TEST_CLOCK=on) can move it forward. */
export type Clock = { now: () => Date; advance: (ms: number) => void };

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}
