//! Work on many puzzles at once, answers in input order.
//!
//! [`ordered_map`] hands items to one worker thread per core and gives the
//! results back in the order of the items, each as soon as it and every item
//! before it are done: the first answers of a long file appear while the
//! rest is still being worked on, and the output is the same whatever the
//! number of threads.
//!
//! ```text
//!  items   0 1 2 3 4 5 6 ...        workers take the next item as they free up
//!  done    1 0 3 2 5 4 ...          (in any order)
//!  emitted 0 1 2 3 4 5 ...          (in input order, as soon as possible)
//! ```
//!
//! Workers stay at most a window of items ahead of the output, so memory
//! stays bounded when one item is slow; an `emit` error (e.g. a closed pipe)
//! stops the workers after the items they are on.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// How many items a worker may run ahead of the first one not yet emitted,
/// per thread.
const WINDOW_PER_THREAD: usize = 64;

/// One thread per core (at least 1).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// `work` on every item on `threads` threads (1 works on the calling thread),
/// `emit(index, result)` in input order. Stops at the first `emit` error and
/// returns it.
pub fn ordered_map<T, R, E>(
    items: &[T],
    threads: usize,
    work: impl Fn(&T) -> R + Sync,
    mut emit: impl FnMut(usize, R) -> Result<(), E>,
) -> Result<(), E>
where
    T: Sync,
    R: Send,
{
    let threads = threads.clamp(1, items.len().max(1));
    if threads == 1 {
        for (i, item) in items.iter().enumerate() {
            emit(i, work(item))?;
        }
        return Ok(());
    }
    let window = WINDOW_PER_THREAD * threads;
    let next = AtomicUsize::new(0);
    let emitted = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel::<(usize, R)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let sender = sender.clone();
            let (next, emitted, stop, work) = (&next, &emitted, &stop, &work);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                // Far ahead of the output: wait for it to catch up.
                while i >= emitted.load(Ordering::Acquire) + window {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                if sender.send((i, work(&items[i]))).is_err() {
                    return;
                }
            });
        }
        drop(sender);
        let mut waiting: BTreeMap<usize, R> = BTreeMap::new();
        let mut first = 0;
        for (i, r) in receiver.iter() {
            waiting.insert(i, r);
            while let Some(r) = waiting.remove(&first) {
                if let Err(e) = emit(first, r) {
                    stop.store(true, Ordering::Relaxed);
                    return Err(e);
                }
                first += 1;
                emitted.store(first, Ordering::Release);
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_input_order_whatever_the_threads() {
        let items: Vec<u64> = (0..1000).collect();
        // Uneven work, so that workers finish out of order.
        let work = |&x: &u64| {
            let mut h = x;
            for _ in 0..(x % 7) * 2000 {
                h = h.wrapping_mul(6364136223846793005).wrapping_add(1);
            }
            (x, h)
        };
        let run = |threads| {
            let mut out = Vec::new();
            ordered_map(&items, threads, work, |i, r| {
                assert_eq!(i as u64, r.0);
                out.push(r);
                Ok::<(), ()>(())
            })
            .unwrap();
            out
        };
        let one = run(1);
        assert_eq!(one.len(), 1000);
        assert_eq!(run(2), one);
        assert_eq!(run(5), one);
    }

    #[test]
    fn an_emit_error_stops_the_work() {
        let items: Vec<usize> = (0..100_000).collect();
        let done = AtomicUsize::new(0);
        let result = ordered_map(
            &items,
            3,
            |&x| {
                done.fetch_add(1, Ordering::Relaxed);
                x
            },
            |i, _| if i == 10 { Err(i) } else { Ok(()) },
        );
        assert_eq!(result, Err(10));
        // Only the window ahead of item 10 was worked on, not the rest.
        assert!(done.load(Ordering::Relaxed) < 10 + 3 * WINDOW_PER_THREAD + 3);
    }

    #[test]
    fn no_items_no_calls() {
        let items: Vec<u8> = Vec::new();
        let r = ordered_map(&items, 4, |_| 1, |_, _| Err::<(), _>("called"));
        assert_eq!(r, Ok(()));
    }
}
