//! The logical solver: take the easiest step that makes progress, apply it,
//! repeat, until the puzzle is solved or no allowed strategy helps.
//!
//! ```text
//!   board --(easiest productive step)--> board' --> ... --> solved | stuck
//!             full-house, naked-single, hidden-single, locked-pair, ...
//! ```
//!
//! The result is a [`Walkthrough`]: the starting board, every step in order
//! (each a [`Step`] with its pattern, explanation and highlights), the final
//! board and how it ended. Which strategies may be used is up to the caller.
//!
//! ## Uniqueness strategies
//!
//! Strategies of the `uniqueness` family (unique and avoidable rectangles,
//! BUG+1) are only valid if the puzzle has exactly one solution. A solver
//! decides whether to use them by its [`UniquenessPolicy`]: by default
//! ([`Solver::new`], [`Solver::with`]) it *checks*: the first time such a
//! strategy is due, it asks the exact solver whether the givens have one
//! solution ([`brute::puzzle_has_one_solution`](crate::brute::puzzle_has_one_solution), a few
//! microseconds) and skips the family if not. So walkthroughs of proper
//! puzzles use unique rectangles, and puzzles with several solutions never
//! get a step that silently throws solutions away. A caller that knows the
//! puzzle is unique can say so ([`Solver::assume_unique`]) to skip the
//! check; [`UniquenessPolicy::Never`] leaves the family out altogether.

use crate::grid::{Board, CellSet};
use crate::step::Step;
use crate::strategies::uniqueness::FAMILY as UNIQUENESS;
use crate::strategies::{self, Caches, StrategyInfo, REGISTRY};

mod bulk;
pub mod custom;
mod defaults;
pub use crate::outcome::Status;
pub use bulk::{Checkpoint, Ended, PastSingles};
pub use defaults::{left_out_by_default, left_out_for_now, never_fires_by_default, BRUTE_FORCE};

use serde::Serialize;
use std::time::{Duration, Instant};

/// Where solving time goes: per strategy (in the solver's order), how often
/// it was asked for a step, how often it had one, and the time it took.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Profile {
    pub entries: Vec<ProfileEntry>,
}

/// One strategy's line in a [`Profile`].
#[derive(Clone, Debug, Default, Serialize)]
pub struct ProfileEntry {
    pub id: &'static str,
    /// Positions where the solver asked this strategy for a step.
    pub calls: u64,
    /// Calls that returned a step.
    pub steps: u64,
    /// Time spent in those calls.
    pub time: Duration,
}

impl Profile {
    fn record(&mut self, i: usize, id: &'static str, time: Duration, productive: bool) {
        if self.entries.len() <= i {
            self.entries.resize_with(i + 1, ProfileEntry::default);
        }
        let e = &mut self.entries[i];
        e.id = id;
        e.calls += 1;
        e.steps += u64::from(productive);
        e.time += time;
    }

    /// Total time over all strategies.
    pub fn total(&self) -> Duration {
        self.entries.iter().map(|e| e.time).sum()
    }
}

/// What a walkthrough remembers between steps, so that strategies which
/// found nothing are not searched again in full when little has changed.
///
/// * For each single-digit strategy (by position in the solver's list) and
///   digit: the digit's candidate cells when the strategy last found nothing
///   productive on it. Such a pattern depends on that digit's candidates
///   alone, so while they stay the same the digit is skipped: after most
///   steps only two or three digits have changed.
/// * For each strategy with local patterns (a registry `may_fire_near`
///   test): every digit's candidate cells on the last board where it found
///   nothing. Only a pattern using a cell changed since then can be
///   productive (see [`strategies::MayFireNear`]), so the solver asks the
///   quick test about those cells first, and searches in full only if it
///   says yes. In a hard walkthrough most steps remove a candidate or two.
///
/// (The rating's walk in SE's order keeps one too, indexed by registry
/// position: `rating::se_walk`.)
pub(crate) struct Memo {
    stuck: Vec<[CellSet; 10]>,
    near: Vec<Option<[CellSet; 10]>>,
}

impl Memo {
    /// No cell set is ever equal to this one (cells are 0..81).
    const UNKNOWN: CellSet = CellSet(1 << 127);

    pub(crate) fn new(strategies: usize) -> Memo {
        Memo {
            stuck: vec![[Self::UNKNOWN; 10]; strategies],
            near: vec![None; strategies],
        }
    }

    pub(crate) fn first_on_digits(
        &mut self,
        strategy: usize,
        board: &Board,
        on_digit: fn(&Board, u8) -> Option<Step>,
        near: Option<strategies::DigitNear>,
    ) -> Option<Step> {
        let stuck = &mut self.stuck[strategy];
        for d in 1..=board.size() as u8 {
            let cells = board.digit_cells(d);
            let then = stuck[d as usize];
            if then == cells {
                continue;
            }
            // Found nothing on `then`: a quick look near the cells that
            // lost the digit since may be enough (see `DigitNear`).
            if let Some(near) = near {
                if then != Self::UNKNOWN && !near(board, d, then ^ cells) {
                    stuck[d as usize] = cells;
                    continue;
                }
            }
            let step = on_digit(board, d);
            if step.is_some() {
                return step;
            }
            stuck[d as usize] = cells;
        }
        None
    }

    pub(crate) fn first_near(
        &mut self,
        strategy: usize,
        board: &Board,
        info: &StrategyInfo,
        may_fire_near: strategies::MayFireNear,
        caches: &mut Caches,
    ) -> Option<Step> {
        self.near_gated(strategy, board, may_fire_near, caches, |caches| {
            info.first_cached(board, caches)
        })
    }

    /// `search` (a full search), unless the quick test says nothing near
    /// the cells changed since it last found nothing can be found; a search
    /// that finds nothing is remembered.
    pub(crate) fn near_gated<T>(
        &mut self,
        strategy: usize,
        board: &Board,
        may_fire_near: strategies::MayFireNear,
        caches: &mut Caches,
        search: impl FnOnce(&mut Caches) -> Option<T>,
    ) -> Option<T> {
        let now = strategies::candidate_cells(board);
        if let Some(then) = &self.near[strategy] {
            if !may_fire_near(board, strategies::changed_cells(then, &now), caches) {
                self.near[strategy] = Some(now);
                return None;
            }
        }
        let found = search(caches);
        if found.is_none() {
            self.near[strategy] = Some(now);
        }
        found
    }
}

/// A solve, step by step.
#[derive(Clone, Debug)]
pub struct Walkthrough {
    pub start: Board,
    pub steps: Vec<Step>,
    pub end: Board,
    pub status: Status,
    /// With [`Status::CustomFailed`]: which custom strategy, and what.
    pub failure: Option<custom::CustomFailure>,
}

impl Walkthrough {
    /// The same walkthrough with every single that the digits on the board
    /// show explained by scanning ([`crate::strategies::singles::scanning`]:
    /// the same steps, effects and boards), and how many were.
    pub fn with_scanning(&self) -> (Walkthrough, usize) {
        use crate::strategies::singles::scanning::scanned;
        let mut out = self.clone();
        let mut board = self.start.clone();
        let mut count = 0;
        for step in out.steps.iter_mut() {
            if step.is_single() {
                if let Some(s) = scanned(&board, step) {
                    *step = s;
                    count += 1;
                }
            }
            if step.apply(&mut board).is_err() {
                break;
            }
        }
        (out, count)
    }

    /// The board before step `i` (`i == steps.len()` gives the final board).
    pub fn board_before(&self, i: usize) -> Board {
        let mut b = self.start.clone();
        for s in self.steps.iter().take(i) {
            // Steps were applied successfully when recorded.
            let _ = s.apply(&mut b);
        }
        b
    }

    /// How many steps each strategy contributed, in registry order.
    pub fn histogram(&self) -> Vec<(&'static str, usize)> {
        let mut out: Vec<(&'static str, usize)> = Vec::new();
        for info in REGISTRY {
            let n = self.steps.iter().filter(|s| s.strategy == info.id).count();
            if n > 0 {
                out.push((info.id, n));
            }
        }
        out
    }
}

/// When the solver may use strategies that assume the puzzle has one
/// solution (the `uniqueness` family).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum UniquenessPolicy {
    /// Use them only if the givens are checked to have exactly one solution
    /// (the default).
    #[default]
    Check,
    /// Use them without checking: the caller vouches for the puzzle.
    Assume,
    /// Never use them.
    Never,
}

/// A logical solver with a chosen set of strategies.
#[derive(Clone, Debug)]
pub struct Solver {
    strategies: Vec<&'static StrategyInfo>,
    uniqueness: UniquenessPolicy,
    memo: bool,
    /// Strategies from outside the registry, each with the index of the
    /// registered strategy it goes before (in order).
    custom: Vec<(usize, custom::CustomStrategy)>,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver with every registered *logical* strategy but those whose
    /// declaration leaves them out ([`left_out_by_default`]: `brute-force`,
    /// the composites, which never fire after their halves, the subsumed,
    /// which never fire after the strategy that contains them, and those
    /// left out for their cost). Uniqueness strategies are used only on
    /// puzzles checked to have one solution ([`UniquenessPolicy::Check`]).
    pub fn new() -> Solver {
        Solver {
            strategies: REGISTRY
                .iter()
                .filter(|s| left_out_by_default(s.id).is_none())
                .collect(),
            uniqueness: UniquenessPolicy::Check,
            memo: true,
            custom: Vec::new(),
        }
    }

    /// Every logical strategy and, when they are all stuck, a named
    /// `brute-force` step (one digit of the solution looked up by the exact
    /// solver), so the walkthrough of a puzzle with one solution always ends
    /// solved, and says where logic ran out.
    pub fn complete() -> Solver {
        Solver {
            strategies: REGISTRY
                .iter()
                .filter(|s| s.id == BRUTE_FORCE || left_out_by_default(s.id).is_none())
                .collect(),
            uniqueness: UniquenessPolicy::Check,
            memo: true,
            custom: Vec::new(),
        }
    }

    /// A solver with only the named strategies (ids), tried easiest first.
    pub fn with(ids: &[&str]) -> Result<Solver, crate::lang::Problem> {
        let mut strategies = Vec::new();
        for id in ids {
            match strategies::by_id(id) {
                Some(s) => strategies.push(s),
                None => return Err(crate::lang::Problem::unknown_strategy(id)),
            }
        }
        strategies.sort_by_key(|s| s.difficulty);
        Ok(Solver {
            strategies,
            uniqueness: UniquenessPolicy::Check,
            memo: true,
            custom: Vec::new(),
        })
    }

    /// The same strategies, tried in another order: by `key`, smallest
    /// first, ties in the present order. The curriculum's order
    /// (`coach::curriculum_solver`) is one: the next step is then never a
    /// technique later in the curriculum than one that would also do.
    /// Custom strategies keep their places in the list: reorder first.
    pub fn ordered_by<K: Ord>(mut self, key: impl FnMut(&&'static StrategyInfo) -> K) -> Solver {
        self.strategies.sort_by_key(key);
        self
    }

    /// The same solver with another [`UniquenessPolicy`].
    pub fn uniqueness(mut self, policy: UniquenessPolicy) -> Solver {
        self.uniqueness = policy;
        self
    }

    /// `true`: the caller asserts the puzzle has one solution, so uniqueness
    /// strategies run without a check ([`UniquenessPolicy::Assume`]).
    /// `false`: back to the default, checking first ([`UniquenessPolicy::Check`]).
    pub fn assume_unique(self, yes: bool) -> Solver {
        self.uniqueness(if yes {
            UniquenessPolicy::Assume
        } else {
            UniquenessPolicy::Check
        })
    }

    /// The solver's [`UniquenessPolicy`].
    pub fn uniqueness_policy(&self) -> UniquenessPolicy {
        self.uniqueness
    }

    /// Whether a walkthrough remembers where strategies found nothing
    /// (default: yes): single-digit strategies skip digits whose candidates
    /// have not changed since, and strategies with local patterns are
    /// searched in full only when their quick test says a changed cell may
    /// make a difference (see `Memo`). The steps are the same either way
    /// (tested); turning it off is for measuring what it saves.
    pub fn memo(mut self, on: bool) -> Solver {
        self.memo = on;
        self
    }

    /// The old name of [`Solver::memo`].
    pub fn digit_memo(self, on: bool) -> Solver {
        self.memo(on)
    }

    /// The strategies in the order they are tried.
    pub fn strategies(&self) -> &[&'static StrategyInfo] {
        &self.strategies
    }

    /// The easiest step that makes progress, if any. Uniqueness strategies
    /// are tried only as the policy allows (with `Check`, the givens of
    /// `board` are checked when such a strategy is first due).
    pub fn next_step(&self, board: &Board) -> Option<Step> {
        self.next_step_checked(board, &mut None, None, &mut Caches::new(), None)
            .ok()
            .flatten()
    }

    /// `next_step`, with the answer to "may uniqueness strategies run?"
    /// remembered in `unique` (`None`: not asked yet), and every strategy
    /// call timed into `profile` if one is given.
    fn next_step_checked(
        &self,
        board: &Board,
        unique: &mut Option<bool>,
        mut memo: Option<&mut Memo>,
        caches: &mut Caches,
        mut profile: Option<&mut Profile>,
    ) -> Result<Option<Step>, custom::CustomFailure> {
        let mut customs = self.custom.iter().peekable();
        for (i, s) in self.strategies.iter().enumerate() {
            while let Some((_, c)) = customs.next_if(|(at, _)| *at <= i) {
                if let Some(step) = c.first(board)? {
                    return Ok(Some(step));
                }
            }
            if s.family == UNIQUENESS {
                let allowed = match self.uniqueness {
                    UniquenessPolicy::Assume => true,
                    UniquenessPolicy::Never => false,
                    UniquenessPolicy::Check => {
                        *unique.get_or_insert_with(|| crate::brute::puzzle_has_one_solution(board))
                    }
                };
                if !allowed {
                    continue;
                }
            }
            let start = profile.is_some().then(Instant::now);
            let accel = &s.accel;
            let step = match (accel.first_on_digit, accel.near, memo.as_deref_mut()) {
                (Some(on_digit), _, Some(memo)) => {
                    memo.first_on_digits(i, board, on_digit, accel.digit_near)
                }
                (None, Some(near), Some(memo)) => memo.first_near(i, board, s, near, caches),
                _ => s.first_cached(board, caches),
            };
            if let (Some(p), Some(start)) = (profile.as_deref_mut(), start) {
                p.record(i, s.id, start.elapsed(), step.is_some());
            }
            if step.is_some() {
                return Ok(step);
            }
        }
        for (_, c) in customs {
            if let Some(step) = c.first(board)? {
                return Ok(Some(step));
            }
        }
        Ok(None)
    }

    /// Solves as far as the strategies allow.
    pub fn solve(&self, board: &Board) -> Walkthrough {
        self.solve_inner(board, None, None)
    }

    /// [`Solver::solve`] for a puzzle someone is waiting on: the exact solver
    /// is asked first (microseconds), and a puzzle with several solutions
    /// gets no steps, only its status: logic can never finish it, and
    /// walking until it stops took 8-18 s on some (143 solutions; the empty
    /// grid 1.1 s). A puzzle without a solution is still walked, to show
    /// where it breaks. Otherwise the same walkthrough as `solve`.
    pub fn solve_puzzle(&self, board: &Board) -> Walkthrough {
        let mut unique = None;
        if board.conflicts().is_empty() && !board.empty_cells().is_empty() {
            let found = crate::brute::count_solutions(board, 2);
            unique = Some(found == 1);
            if found >= 2 {
                return Walkthrough {
                    start: board.clone(),
                    steps: Vec::new(),
                    end: board.clone(),
                    status: Status::MultipleSolutions { found },
                    failure: None,
                };
            }
        }
        self.solve_inner(board, None, unique)
    }

    /// [`Solver::solve`], timing every strategy call into `profile` (calls,
    /// productive calls, time spent): where a walkthrough spends its time.
    pub fn solve_profiled(&self, board: &Board, profile: &mut Profile) -> Walkthrough {
        self.solve_inner(board, Some(profile), None)
    }

    /// `unique`: whether the givens have one solution, when already known.
    fn solve_inner(
        &self,
        board: &Board,
        mut profile: Option<&mut Profile>,
        mut unique: Option<bool>,
    ) -> Walkthrough {
        let mut current = board.clone();
        let mut steps = Vec::new();
        // Boards are built clash-free and `place` only accepts candidates, so
        // clashes need checking once; a cell losing its last candidate, after
        // every step.
        let clash_free = current.conflicts().is_empty();
        // The givens never change while solving: check uniqueness at most once.
        let mut memo = Memo::new(self.strategies.len());
        // The fast paths' caches (ALS lists, chain sweeps, ...): this
        // walkthrough's own, never shared with another.
        let mut caches = Caches::new();
        let mut failure = None;
        let mut solution = None;
        let status = loop {
            if !clash_free || current.dead_cell().is_some() || current.dead_digit().is_some() {
                break Status::Contradiction;
            }
            if current.empty_cells().is_empty() {
                break filled(steps.iter().any(|s: &Step| s.strategy == BRUTE_FORCE));
            }
            let next = self.next_step_checked(
                &current,
                &mut unique,
                self.memo.then_some(&mut memo),
                &mut caches,
                profile.as_deref_mut(),
            );
            let step = match next {
                Ok(Some(step)) => step,
                Ok(None) => break why_stuck(&current),
                Err(f) => {
                    failure = Some(f);
                    break Status::CustomFailed;
                }
            };
            // A custom step is checked against the solution before it counts.
            if let Some(f) = self.unsound(&step, board, &mut solution) {
                steps.push(step);
                failure = Some(f);
                break Status::CustomFailed;
            }
            let applied = step.apply(&mut current);
            steps.push(step);
            if applied.is_err() {
                break Status::Contradiction;
            }
        };
        Walkthrough {
            start: board.clone(),
            steps,
            end: current,
            status,
            failure,
        }
    }
}

/// How a walkthrough that filled every cell ended: with a brute-force
/// look-up among its steps or not.
fn filled(brute_force_used: bool) -> Status {
    if brute_force_used {
        Status::SolvedWithBruteForce
    } else {
        Status::Solved
    }
}

/// Where the strategies stop on a position that is not broken on its face:
/// stuck on a puzzle with one solution, or the puzzle has none or several.
/// (The exact solver answers in microseconds; only stuck walkthroughs ask.)
fn why_stuck(board: &Board) -> Status {
    match crate::brute::count_solutions(board, 2) {
        0 => Status::Contradiction,
        1 => Status::Stuck,
        found => Status::MultipleSolutions { found },
    }
}

/// Solves with every registered strategy.
pub fn solve(board: &Board) -> Walkthrough {
    Solver::new().solve(board)
}
