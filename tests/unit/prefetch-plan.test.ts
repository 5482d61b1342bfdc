import {describe, expect, it} from 'vitest';
import {
  chunkNamesByRoute,
  createIdleQueue,
  MAX_IDLE_SLICE_MS,
  MIN_IDLE_SLICE_MS,
  routePathOf,
  type IdleDeadlineLike,
} from '../../src/lib/prefetchPlan';

describe('routePathOf', () => {
  it('keeps the path and drops the query and the fragment', () => {
    expect(routePathOf('/zh/sdk/v3/reference/classes/Pool')).toBe(
      '/zh/sdk/v3/reference/classes/Pool',
    );
    expect(routePathOf('/sdk/v3/guides/swaps/quoting#quote')).toBe('/sdk/v3/guides/swaps/quoting');
    expect(routePathOf('/search?q=tick#results')).toBe('/search');
  });

  it('names no route for a link within the page', () => {
    expect(routePathOf('#fees')).toBeNull();
    expect(routePathOf('?tab=v3#x')).toBeNull();
    expect(routePathOf('')).toBeNull();
  });
});

describe('chunkNamesByRoute', () => {
  it('strips the hash suffix and flattens nested chunk names in order', () => {
    const table = chunkNamesByRoute({
      '/sdk-5ab': {__comp: 'layout', __props: 'props-sdk'},
      '/sdk/v3/reference/classes/Pool-c1d': {
        __comp: 'doc',
        content: 'pool-md',
        nested: {sidebar: 'side', items: [{a: 'one'}, {b: 'two'}]},
      },
      '/zh/-e2f': {__comp: 'home'},
    });
    expect(table.get('/sdk')).toEqual(['layout', 'props-sdk']);
    expect(table.get('/sdk/v3/reference/classes/Pool')).toEqual([
      'doc',
      'pool-md',
      'side',
      'one',
      'two',
    ]);
    expect(table.get('/zh/')).toEqual(['home']);
    expect(table.size).toBe(3);
  });

  it('keeps hyphens that belong to the path', () => {
    const table = chunkNamesByRoute({'/study/product/swap/trade-guide-0f9': {__comp: 'c'}});
    expect([...table.keys()]).toEqual(['/study/product/swap/trade-guide']);
  });

  it('merges two entries of the same path', () => {
    const table = chunkNamesByRoute({'/a-1': {x: 'one'}, '/a-2': {y: 'two'}});
    expect(table.get('/a')).toEqual(['one', 'two']);
  });
});

describe('createIdleQueue', () => {
  function manualScheduler(): {
    schedule: (run: (deadline: IdleDeadlineLike) => void) => void;
    periods: ((deadline: IdleDeadlineLike) => void)[];
  } {
    const periods: ((deadline: IdleDeadlineLike) => void)[] = [];
    return {schedule: (run) => periods.push(run), periods};
  }

  it('runs nothing until the main thread is idle', () => {
    const {schedule, periods} = manualScheduler();
    const queue = createIdleQueue(schedule);
    let ran = false;
    void queue.run(() => {
      ran = true;
    });
    expect(ran).toBe(false);
    expect(periods).toHaveLength(1);
    expect(queue.size).toBe(1);
  });

  it('runs jobs in order while the idle period lasts and carries the rest over', async () => {
    const {schedule, periods} = manualScheduler();
    const queue = createIdleQueue(schedule);
    const order: number[] = [];
    const results = [1, 2, 3, 4].map((n) =>
      queue.run(() => {
        order.push(n);
        return n * 10;
      }),
    );
    expect(periods).toHaveLength(1);

    let left = 10;
    periods[0]?.({timeRemaining: () => (left -= 4)});
    expect(order).toEqual([1, 2]);
    expect(periods).toHaveLength(2);

    periods[1]?.({timeRemaining: () => 50});
    expect(order).toEqual([1, 2, 3, 4]);
    expect(queue.size).toBe(0);
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('runs one job per period even when the period has no time left', () => {
    const {schedule, periods} = manualScheduler();
    const queue = createIdleQueue(schedule);
    const order: string[] = [];
    void queue.run(() => order.push('a'));
    void queue.run(() => order.push('b'));
    periods[0]?.({timeRemaining: () => MIN_IDLE_SLICE_MS});
    expect(order).toEqual(['a']);
    periods[1]?.({timeRemaining: () => 0});
    expect(order).toEqual(['a', 'b']);
    expect(periods).toHaveLength(2);
  });

  it('stops after MAX_IDLE_SLICE_MS of jobs even when the period lasts longer', () => {
    const {schedule, periods} = manualScheduler();
    let clock = 0;
    const queue = createIdleQueue(schedule, () => clock);
    const order: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) {
      void queue.run(() => {
        order.push(n);
        clock += 3;
      });
    }
    periods[0]?.({timeRemaining: () => 50});
    expect(order).toEqual([1, 2, 3]);
    expect(MAX_IDLE_SLICE_MS).toBeLessThan(9);
    periods[1]?.({timeRemaining: () => 50});
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('asks for one idle period at a time', () => {
    const {schedule, periods} = manualScheduler();
    const queue = createIdleQueue(schedule);
    void queue.run(() => 1);
    void queue.run(() => 2);
    void queue.run(() => 3);
    expect(periods).toHaveLength(1);
  });

  it('rejects the promise of a job that throws and goes on with the next', async () => {
    const {schedule, periods} = manualScheduler();
    const queue = createIdleQueue(schedule);
    const failing = queue.run(() => {
      throw new Error('no chunk');
    });
    const next = queue.run(() => 'next');
    periods[0]?.({timeRemaining: () => 50});
    await expect(failing).rejects.toThrow('no chunk');
    await expect(next).resolves.toBe('next');
  });
});
