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
//! stops the workers after the item they are on. However many threads are
//! asked for, at most one per core works at a time: more would only share
//! the cores, delay the first answers (item 0 would wait its turn among
//! all of them) and the stop after an error. A panic in `work` or `emit`
//! stops the others the same way and is then passed on to the caller (the
//! workers would otherwise wait forever for an item that never comes, and
//! the scope for them). Items that take
//! microseconds (an exact solve) are taken in runs of up to `MAX_RUN`, so
//! handing them out costs less than the work; slow ones are taken one by one.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// The longest run of consecutive items a worker takes at once.
const MAX_RUN: usize = 64;

/// How many items a worker may run ahead of the first one not yet emitted,
/// per thread (room for two of the longest runs).
const WINDOW_PER_THREAD: usize = 2 * MAX_RUN;

/// A run shorter than this is too short: the next one is twice as long.
const SHORT_RUN: Duration = Duration::from_micros(200);

/// A permit to work, given back (and a waiting thread woken) when dropped.
struct Permit<'a>(&'a (Mutex<usize>, Condvar));

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        let (free, turn) = self.0;
        *free.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        turn.notify_one();
    }
}

/// What the threads share to stop: the flag, and the two waits a stop
/// must wake (a worker far ahead of the output, a thread waiting for a
/// permit).
struct Stop<'a> {
    flag: &'a AtomicBool,
    emitted: &'a (Mutex<usize>, Condvar),
    permits: &'a (Mutex<usize>, Condvar),
}

impl Stop<'_> {
    /// Sets the flag and wakes every waiting thread. Each lock is held while
    /// waking, so no thread misses the stop between its check and its wait.
    fn set(&self) {
        self.flag.store(true, Ordering::Relaxed);
        for (lock, wake) in [self.emitted, self.permits] {
            let _held = lock.lock().unwrap_or_else(|e| e.into_inner());
            wake.notify_all();
        }
    }
}

/// Stops every thread when the thread holding it unwinds from a panic.
struct StopOnPanic<'a, 'b>(&'a Stop<'b>);

impl Drop for StopOnPanic<'_, '_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.set();
        }
    }
}

/// One thread per core (at least 1).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// `work` on every item on `threads` threads (1 works on the calling thread),
/// `emit(index, result)` in input order. Stops at the first `emit` error and
/// returns it. A panic in `work` or `emit` stops the other threads and
/// comes back out of this call, as it would on one thread.
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
    let stop = AtomicBool::new(false);
    // How many items are emitted; workers far ahead wait on it.
    let emitted = (Mutex::new(0usize), Condvar::new());
    // Permits to work: one per core (the other threads wait their turn).
    let cores = default_threads().min(threads);
    let permits = (Mutex::new(cores), Condvar::new());
    let (sender, receiver) = mpsc::channel::<(usize, Vec<R>)>();
    let halt = Stop {
        flag: &stop,
        emitted: &emitted,
        permits: &permits,
    };
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let sender = sender.clone();
            let (next, emitted, stop, work) = (&next, &emitted, &stop, &work);
            let (permits, halt) = (&permits, &halt);
            scope.spawn(move || {
                // A panicking worker never sends its items: the others
                // would wait for the output to catch up, forever.
                let _stop_on_panic = StopOnPanic(halt);
                let mut run = 1;
                // A permit to work, held until the thread is done: at most
                // one thread per core works; the others wait for a holder to
                // finish (at the end, or at a stop).
                let (free, turn) = permits;
                let mut left = turn
                    .wait_while(free.lock().unwrap_or_else(|e| e.into_inner()), |n| {
                        *n == 0 && !stop.load(Ordering::Relaxed)
                    })
                    .unwrap_or_else(|e| e.into_inner());
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                *left -= 1;
                drop(left);
                let _permit = Permit(permits);
                loop {
                    // Items are taken in order by the threads that can work
                    // on them now.
                    let first = next.fetch_add(run, Ordering::Relaxed);
                    if first >= items.len() {
                        break;
                    }
                    // Far ahead of the output: wait for it to catch up (the
                    // items before these are in other permit holders' hands).
                    let (count, caught_up) = emitted;
                    let count = count.lock().unwrap_or_else(|e| e.into_inner());
                    drop(
                        caught_up
                            .wait_while(count, |&mut n| {
                                first >= n + window && !stop.load(Ordering::Relaxed)
                            })
                            .unwrap_or_else(|e| e.into_inner()),
                    );
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let started = Instant::now();
                    let end = (first + run).min(items.len());
                    // An error stops the run after the item in hand.
                    let answers: Vec<R> = items[first..end]
                        .iter()
                        .map_while(|item| (!stop.load(Ordering::Relaxed)).then(|| work(item)))
                        .collect();
                    if answers.len() < end - first || sender.send((first, answers)).is_err() {
                        return;
                    }
                    if started.elapsed() < SHORT_RUN {
                        run = (run * 2).min(MAX_RUN);
                    } else {
                        run = (run / 2).max(1);
                    }
                }
            });
        }
        drop(sender);
        // A panicking emit leaves the workers waiting for the output.
        let stop_on_panic = StopOnPanic(&halt);
        let mut waiting: BTreeMap<usize, Vec<R>> = BTreeMap::new();
        let mut first = 0;
        let result = (|| {
            for (start, answers) in receiver.iter() {
                waiting.insert(start, answers);
                while let Some(answers) = waiting.remove(&first) {
                    for r in answers {
                        emit(first, r)?;
                        first += 1;
                    }
                    let (count, caught_up) = &emitted;
                    *count.lock().unwrap_or_else(|e| e.into_inner()) = first;
                    caught_up.notify_all();
                }
            }
            Ok(())
        })();
        drop(stop_on_panic);
        if result.is_err() {
            halt.set();
        }
        result
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
        assert!(done.load(Ordering::Relaxed) < 10 + 3 * WINDOW_PER_THREAD + 3 * MAX_RUN);
    }

    /// However many threads are asked for, at most one per core works at a
    /// time, and after an emit error no new item is started: with 256
    /// threads on slow items, the answer to item 0 is not queued behind 255
    /// others, and the stop is prompt (`explain --threads 256 | head -1`
    /// took 12 s to exit on top1465; 0.2 s now).
    #[test]
    fn many_threads_work_one_per_core_and_stop_promptly() {
        let items: Vec<usize> = (0..2000).collect();
        let (busy, most, done) = (
            AtomicUsize::new(0),
            AtomicUsize::new(0),
            AtomicUsize::new(0),
        );
        // Items after 5 wait until item 5 is emitted (at most 10 s), so that
        // a busy machine, slow to run the emitting thread, cannot let the
        // workers finish everything first: what is measured is the stop.
        let stopping = AtomicBool::new(false);
        let result = ordered_map(
            &items,
            256,
            |&x| {
                let now = busy.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                std::thread::sleep(Duration::from_micros(300));
                let since = std::time::Instant::now();
                while x > 5
                    && !stopping.load(Ordering::SeqCst)
                    && since.elapsed() < Duration::from_secs(10)
                {
                    std::thread::sleep(Duration::from_micros(100));
                }
                busy.fetch_sub(1, Ordering::SeqCst);
                done.fetch_add(1, Ordering::SeqCst);
                x
            },
            |i, _| {
                if i == 5 {
                    stopping.store(true, Ordering::SeqCst);
                    Err(i)
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(result, Err(5));
        let cores = default_threads();
        assert!(
            most.load(Ordering::SeqCst) <= cores,
            "{most:?} busy at once on {cores} cores"
        );
        // Not an item per thread (256 were in hand before; on 2 cores about
        // 45 now, those begun before the stop reached the workers).
        assert!(
            done.load(Ordering::SeqCst) < 256,
            "{done:?} items worked on"
        );
    }

    #[test]
    fn fast_and_slow_items_mixed_keep_their_order() {
        // Runs grow over the fast items and shrink again at the slow ones.
        let items: Vec<u64> = (0..3000).collect();
        let work = |&x: &u64| {
            if x % 500 == 0 {
                std::thread::sleep(Duration::from_millis(3));
            }
            x * 3
        };
        let mut out = Vec::new();
        ordered_map(&items, 2, work, |i, r| {
            out.push((i, r));
            Ok::<(), ()>(())
        })
        .unwrap();
        let expected: Vec<(usize, u64)> = (0..3000).map(|x| (x as usize, x * 3)).collect();
        assert_eq!(out, expected);
    }

    /// Runs `f` on a thread of its own and gives back whether it panicked,
    /// or None if it has not returned within 30 s (a deadlock: the thread
    /// is left behind, the test fails).
    fn panicked_within_30_s(f: impl FnOnce() + Send + 'static) -> Option<bool> {
        let (told, answer) = mpsc::channel();
        std::thread::spawn(move || {
            let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
            let _ = told.send(caught.is_err());
        });
        answer.recv_timeout(Duration::from_secs(30)).ok()
    }

    /// A worker that panics used to leave the others waiting for the output
    /// to catch up with the item it never sent, and the scope waiting for
    /// them: 0 % CPU forever (`solve` on 20,000 bad lines, `| head -1`). A
    /// panic in `emit`, the output's side, left them waiting too. Either
    /// panic now comes out of `ordered_map`, whatever the threads.
    #[test]
    fn a_panic_in_work_or_emit_is_passed_on_not_a_deadlock() {
        for (work_panics_at, emit_panics_at) in [(Some(7), None), (None, Some(3))] {
            for threads in [1, 2, 3, 8] {
                let outcome = panicked_within_30_s(move || {
                    let items: Vec<usize> = (0..20_000).collect();
                    let _ = ordered_map(
                        &items,
                        threads,
                        |&x| {
                            assert!(Some(x) != work_panics_at, "worker panics on item {x}");
                            x
                        },
                        |i, _| {
                            assert!(Some(i) != emit_panics_at, "emit panics on item {i}");
                            Ok::<(), ()>(())
                        },
                    );
                });
                let case = (work_panics_at, emit_panics_at, threads);
                assert_eq!(outcome, Some(true), "{case:?}");
            }
        }
    }

    #[test]
    fn no_items_no_calls() {
        let items: Vec<u8> = Vec::new();
        let r = ordered_map(&items, 4, |_| 1, |_, _| Err::<(), _>("called"));
        assert_eq!(r, Ok(()));
    }
}
