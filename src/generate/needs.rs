//! Learning mode: puzzles whose walkthrough needs a chosen strategy and
//! nothing harder (see the [module doc](super) for the definitions and the
//! search).

use super::judge::{Height, Look, NoRoom};
use super::random::{has_one_solution, orbit, Rng, Symmetry};
use super::{near, steer};
use crate::grid::Board;
use crate::solver::{Solver, UniquenessPolicy, Walkthrough, BRUTE_FORCE};
use crate::strategies::decl::LeftOut;
use crate::strategies::fish::by_kind::{FINNED_JELLYFISH, JELLYFISH, SASHIMI_JELLYFISH};
pub use crate::strategies::nearest_ids;
use crate::strategies::singles::full_house::FULL_HOUSE;
use crate::strategies::singles::naked_single::NAKED_SINGLE;
use crate::strategies::subsets::hidden_subsets::HIDDEN_QUAD;
use crate::strategies::subsets::naked_subsets::NAKED_QUAD;
use crate::strategies::{self, StrategyInfo};
use std::time::{Duration, Instant};

/// The only strategies a 4x4 walkthrough ever uses: every one of the
/// 13,579,680 4x4 puzzles with one solution (85,632 of them minimal) is
/// solved by the default solver with full houses and naked singles alone
/// (an exhaustive run over all 288 grids and all 65,536 sets of givens of
/// each: `cargo bench --bench generate -- census-4x4`).
pub const ONLY_ON_4X4: &[&str] = &[FULL_HOUSE.id, NAKED_SINGLE.id];

/// Strategies that only the hardest puzzles known need: in the default
/// walkthroughs of four collections (magictour's top1465, 9,758 SE-rated
/// puzzles, the forum's 1,000 hardest, 49,158 puzzles with 17 givens), the
/// verity net is used in 37 and the nested net in 1,000, all among the
/// forum's hardest (Sudoku Explainer 11 and more: `cargo bench --bench
/// generate -- teaching`). Random grids dug to minimal are almost never
/// that hard, so their digs start from a planted tridagon (`tridagon.rs`),
/// and a search that runs out of time says that only some are.
pub const ONLY_AMONG_THE_HARDEST: &[&str] =
    &["forcing-net-verity", "nested-forcing-net-contradiction"];

/// Strategies no 6x6 walkthrough can use: on six cells (or lines) a quad's
/// complement is a pair, found first (naked quad / hidden pair, hidden quad
/// / naked pair, Jellyfish / X-Wing), and fish of four lines are not
/// searched on 6x6 (`fish::max_fish_size`).
pub const NEVER_ON_6X6: &[&str] = &[
    NAKED_QUAD.id,
    HIDDEN_QUAD.id,
    JELLYFISH.id,
    FINNED_JELLYFISH.id,
    SASHIMI_JELLYFISH.id,
];

/// What [`generate_needing`] makes.
#[derive(Clone, Debug)]
pub struct Options {
    /// 4, 6 or 9.
    pub size: usize,
    /// Which givens go together ([`Symmetry::Rotational`]: 180° symmetry).
    pub symmetry: Symmetry,
    /// Only minimal puzzles (no given, or symmetric pair, can go while the
    /// puzzle keeps one solution). Default: yes.
    pub minimal: bool,
    /// The seed: the same seed and options give the same puzzles (every
    /// seed its own, see [`Rng::seeded`]).
    pub seed: u64,
    /// Time allowed per puzzle before giving up with
    /// [`GenerateError::OutOfTime`].
    pub max_time: Duration,
    /// Whether digs that went too hard are steered back toward the target.
    pub steering: Steering,
    /// What "nothing harder" means (default: the curriculum's SE ratings
    /// as well as the solver's order).
    pub ceiling: Ceiling,
    /// Where candidates come from (default: near banked puzzles for the
    /// few techniques that have them, on 9x9 without symmetry).
    pub source: Source,
}

/// What "nothing harder than the target" means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ceiling {
    /// No step of a strategy the solver ranks harder (its order, HoDoKu's
    /// scores) and no step rated above the target by Sudoku Explainer's
    /// scale, the curriculum's order ([`keeps_to_the_curriculum`]). An
    /// X-Wing puzzle then has no hidden pair (SE 3.4), turbot fish (4.2) or
    /// unique rectangle (4.5), which HoDoKu ranks below the X-Wing.
    #[default]
    Curriculum,
    /// Only the solver's order: faster where the two scales disagree (an
    /// X-Wing or Swordfish puzzle in a fraction of a second instead of
    /// seconds), but the walkthrough may use steps SE rates above the
    /// target.
    SolverOrder,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            size: 9,
            symmetry: Symmetry::None,
            minimal: true,
            seed: 1,
            max_time: Duration::from_secs(60),
            steering: Steering::Auto,
            ceiling: Ceiling::Curriculum,
            source: Source::Auto,
        }
    }
}

/// Whether digs that went too hard are steered back toward the target (see
/// the [module doc](super)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Steering {
    /// Only when puzzles need not be minimal (the default). There it finds
    /// puzzles in half the candidates or fewer; when they must be minimal,
    /// its walkthroughs cost more time than the candidates it saves
    /// (`cargo bench --bench generate -- times --steer | --no-steer`).
    #[default]
    Auto,
    /// For minimal puzzles too.
    Always,
    /// Never: plain dig and judge.
    Never,
}

/// A puzzle that teaches its strategy, with its default walkthrough.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzle: Board,
    /// The solution, digits row by row.
    pub solution: Vec<u8>,
    /// The default solver's walkthrough (the one `explain` shows); with
    /// [`Generator::with_solver`], that solver's.
    pub walkthrough: Walkthrough,
    /// The strategy the puzzle needs (its id).
    pub strategy: &'static str,
    /// How many steps of the walkthrough use it.
    pub uses: usize,
    /// Whether the puzzle is minimal under the options' symmetry: no given
    /// (with symmetry: no symmetric pair of givens) can go (always, unless
    /// the options said not to insist).
    pub minimal: bool,
    /// Whether it came from steering, a near miss repaired, a climb, or a
    /// walk from a planted tridagon's puzzle that did not teach yet (else
    /// straight from a dig or a walk near the bank).
    pub steered: bool,
    /// For a puzzle from a walk near a banked puzzle ([`Source::Auto`]):
    /// that puzzle's line in `puzzles/rare-technique-bank.txt`.
    pub near_banked: Option<usize>,
    /// Candidates tried for this puzzle (random grids dug, or walks near
    /// banked puzzles), this one included.
    pub candidates: u64,
    /// Time spent on this puzzle.
    pub elapsed: Duration,
}

/// How a search is going: reported after every candidate that fails.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub strategy: &'static str,
    /// Candidates tried for the current puzzle.
    pub candidates: u64,
    /// Time spent on the current puzzle.
    pub elapsed: Duration,
    /// Puzzles made so far by this generator.
    pub done: usize,
}

/// How candidates failed, for the error when time runs out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Misses {
    /// Solved without the strategy.
    pub too_easy: u64,
    /// Needed a harder strategy, even after steering.
    pub too_hard: u64,
    /// Judged no further once its walkthrough left no room for the
    /// strategy (a Jellyfish needs a digit with eight lines open, a hidden
    /// quad a house with nine open cells): too easy or too hard, not known.
    pub no_room: u64,
    /// Taught the strategy, but a given could still go.
    pub not_minimal: u64,
}

pub use super::errors::{GenerateError, NeverNeeded};
pub use super::near::Source;
use super::teaches::first_above_the_ceiling;
pub use super::teaches::{
    keeps_to_the_curriculum, needs_nothing_ranked_harder, teaches, under_the_ceiling,
};

/// How a puzzle with one solution measures up to the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Its walkthrough teaches the strategy.
    Teaches,
    /// Solved without it, by easier strategies.
    TooEasy,
    /// A step harder than the strategy is needed.
    TooHard,
}

/// The strategy a generator aims at, and the prefix solver that judges
/// puzzles against it.
#[derive(Clone, Debug)]
pub struct Target {
    pub(super) id: &'static str,
    pub(super) aim: Aim,
    pub(super) size: usize,
    pub(super) ceiling: Ceiling,
    /// The solver's strategies no harder than the target, in its order:
    /// same steps as the solver until it gets stuck, which is where a
    /// harder step would be needed.
    pub(super) prefix: Solver,
}

/// What the target is and whose walkthrough it must be needed in.
#[derive(Clone, Debug)]
pub(super) enum Aim {
    /// A registered strategy, in the default solver's walkthrough.
    Registered(&'static StrategyInfo),
    /// A strategy of a solver with custom strategies (see
    /// [`Generator::with_solver`]).
    InSolver(super::custom::InSolver),
}

impl Target {
    /// The target strategy `id` at side `size` under the curriculum's
    /// ceiling, or why no puzzle can need it.
    pub fn new(id: &str, size: usize) -> Result<Target, GenerateError> {
        Target::with_ceiling(id, size, Ceiling::Curriculum)
    }

    /// The target strategy `id` at side `size`, with "nothing harder" meaning
    /// `ceiling`, or why no puzzle can need it.
    pub fn with_ceiling(id: &str, size: usize, ceiling: Ceiling) -> Result<Target, GenerateError> {
        if !matches!(size, 4 | 6 | 9) {
            return Err(GenerateError::UnsupportedSize(size));
        }
        let info = strategies::by_id(id).ok_or_else(|| GenerateError::UnknownStrategy {
            id: id.to_string(),
            nearest: nearest_ids(id),
        })?;
        let unreachable = |why: NeverNeeded| {
            Err(GenerateError::Unreachable {
                id: info.id,
                size,
                why,
            })
        };
        if info.id == BRUTE_FORCE {
            return unreachable(NeverNeeded::BruteForce);
        }
        match info.decl.left_out {
            Some(LeftOut::JoinsTwoSteps) => return unreachable(NeverNeeded::JoinsTwoSteps),
            Some(LeftOut::Subsumed) => return unreachable(NeverNeeded::Subsumed),
            Some(why) => return unreachable(NeverNeeded::LeftOut(why)),
            None => {}
        }
        if size == 4 && !ONLY_ON_4X4.contains(&info.id) {
            return unreachable(NeverNeeded::SinglesSolve4x4);
        }
        if size == 6 && NEVER_ON_6X6.contains(&info.id) {
            return unreachable(NeverNeeded::QuadsOn6x6);
        }
        let ids: Vec<&str> = Solver::new()
            .strategies()
            .iter()
            .filter(|s| s.difficulty <= info.difficulty)
            .map(|s| s.id)
            .collect();
        let prefix = Solver::with(&ids)
            .expect("registry ids")
            // Only puzzles checked to have one solution are judged.
            .uniqueness(UniquenessPolicy::Assume);
        Ok(Target {
            id: info.id,
            aim: Aim::Registered(info),
            size,
            ceiling,
            prefix,
        })
    }

    /// The target strategy, if registered.
    pub fn info(&self) -> Option<&'static StrategyInfo> {
        match &self.aim {
            Aim::Registered(info) => Some(info),
            Aim::InSolver(_) => None,
        }
    }

    /// The target strategy's id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The solver whose walkthrough must need the target.
    pub fn solver(&self) -> Solver {
        match &self.aim {
            Aim::Registered(_) => Solver::new(),
            Aim::InSolver(s) => s.solver.clone(),
        }
    }

    /// The side of the puzzles.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether walkthrough `w` teaches the target under its ceiling.
    pub fn teaches(&self, w: &Walkthrough) -> bool {
        match (&self.aim, self.ceiling) {
            (Aim::Registered(info), Ceiling::Curriculum) => teaches(w, info),
            (Aim::Registered(info), Ceiling::SolverOrder) => needs_nothing_ranked_harder(w, info),
            (Aim::InSolver(s), ceiling) => s.teaches(w, ceiling),
        }
    }

    /// The first step of `w` above the target's ceiling (its index), if
    /// one is.
    fn first_above_the_ceiling(&self, w: &Walkthrough) -> Option<usize> {
        if self.ceiling != Ceiling::Curriculum {
            return None;
        }
        match &self.aim {
            Aim::Registered(info) => first_above_the_ceiling(w, info),
            Aim::InSolver(s) => s.first_above_the_ceiling(w),
        }
    }

    /// How `digits` (row by row, 0 = empty; the puzzle must have one
    /// solution) measure up: the prefix solver's walkthrough decides.
    pub fn judge(&self, digits: &[u8]) -> Verdict {
        self.look(digits).verdict
    }

    /// [`judge`](Target::judge), and for a *near miss* the cells still
    /// empty where the walkthrough went too hard. Judged without building
    /// the singles' steps where that gives the same answer (`judge.rs`).
    pub(super) fn look(&self, digits: &[u8]) -> Look {
        let Ok(board) = Board::from_values(self.size, digits, true) else {
            return Look::too_hard();
        };
        // Not asked about room, the walk never stops for want of it (were
        // it to, the walkthrough would judge instead).
        self.look_past_singles(&board, false)
            .and_then(Result::ok)
            .unwrap_or_else(|| self.look_through_walkthrough(&board))
    }

    /// [`look`](Target::look), or [`NoRoom`] where the walkthrough reached
    /// a position where the target can no longer be needed before using it
    /// (`plant::has_room`): surely not teaching and no near miss, so a
    /// search that neither steers nor climbs drops it as it would have
    /// when judged to the end.
    pub(super) fn look_while_room(&self, digits: &[u8]) -> Result<Look, NoRoom> {
        let Ok(board) = Board::from_values(self.size, digits, true) else {
            return Ok(Look::too_hard());
        };
        self.look_past_singles(&board, true)
            .unwrap_or_else(|| Ok(self.look_through_walkthrough(&board)))
    }

    /// [`Target::look`] on the prefix solver's walkthrough of `board`.
    pub(super) fn look_through_walkthrough(&self, board: &Board) -> Look {
        let w = self.prefix.solve(board);
        let n = w.steps.len();
        Look::of_walk(
            (w.status, self.first_above_the_ceiling(&w), n),
            || Height::of(w.steps.iter().map(|s| s.strategy)),
            |k| w.steps[..k].iter().any(|s| s.strategy == self.id),
            // Stuck: the end board is the place; else replay up to the step.
            |k| {
                if k == n {
                    w.end.clone()
                } else {
                    w.board_before(k)
                }
            },
        )
    }
}

/// Whether `digits` (row by row, 0 = empty) have one solution and no given
/// (nor, with symmetry, symmetric pair) can be removed while keeping it.
pub fn is_minimal(size: usize, symmetry: Symmetry, digits: &[u8]) -> bool {
    if digits.len() != size.saturating_mul(size) || !has_one_solution(size, digits) {
        return false;
    }
    let mut d = digits.to_vec();
    (0..d.len()).filter(|&i| digits[i] != 0).all(|i| {
        let [a, b] = orbit(size, symmetry, i);
        d[a] = 0;
        d[b] = 0;
        let unique = has_one_solution(size, &d);
        d[a] = digits[a];
        d[b] = digits[b];
        !unique
    })
}

/// Makes puzzles that need one strategy, one after another, from a seed.
#[derive(Clone, Debug)]
pub struct Generator {
    target: Target,
    options: Options,
    rng: Rng,
    done: usize,
    /// What is left for repairing near misses (spent and earned back as
    /// candidates go, so the same seed still gives the same puzzles).
    repairs: steer::RepairBudget,
    /// The banked puzzles its walks start from, in the order they are
    /// used (a seeded shuffle, so that a worksheet repeats none before it
    /// has used all); none: it digs random grids.
    bank: Vec<near::Banked>,
    /// Walks started so far.
    walks: usize,
}

impl Generator {
    /// A generator for strategy `id`, or why there cannot be one.
    pub fn new(id: &str, options: &Options) -> Result<Generator, GenerateError> {
        Ok(Generator::aiming(
            Target::with_ceiling(id, options.size, options.ceiling)?,
            options,
        ))
    }

    /// A generator for `target`.
    pub(super) fn aiming(target: Target, options: &Options) -> Generator {
        let mut rng = Rng::seeded(options.seed);
        Generator {
            options: options.clone(),
            done: 0,
            repairs: steer::RepairBudget::default(),
            bank: match (options.source, options.symmetry, target.info()) {
                (Source::Auto, Symmetry::None, Some(_)) if target.size == 9 => {
                    let mut bank = near::bank_for(target.id);
                    rng.shuffle(&mut bank);
                    bank
                }
                _ => Vec::new(),
            },
            rng,
            walks: 0,
            target,
        }
    }

    /// The target.
    pub fn target(&self) -> &Target {
        &self.target
    }

    /// The next puzzle, telling `progress` after every candidate; an error
    /// if the time budget runs out first.
    pub fn next_puzzle(
        &mut self,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Generated, GenerateError> {
        let start = Instant::now();
        let Options {
            size,
            symmetry,
            minimal,
            max_time,
            steering,
            ..
        } = self.options;
        let steer = match steering {
            Steering::Auto => !minimal,
            Steering::Always => true,
            Steering::Never => false,
        };
        let mut misses = Misses::default();
        let mut candidates = 0;
        loop {
            candidates += 1;
            let search = steer::Search {
                symmetry,
                minimal,
                steer,
                // A time beyond what an Instant can hold: a year is as good.
                deadline: start
                    .checked_add(max_time)
                    .unwrap_or_else(|| start + Duration::from_secs(365 * 24 * 3600)),
            };
            let (outcome, near_banked) = if self.bank.is_empty() {
                let outcome =
                    steer::candidate(&self.target, &search, &mut self.repairs, &mut self.rng);
                (outcome, None)
            } else {
                let start = &self.bank[self.walks % self.bank.len()];
                self.walks += 1;
                match near::walk_near(&self.target, start, search.deadline, &mut self.rng) {
                    Some(walk) => {
                        let (digits, steered) = (walk.digits, false);
                        (steer::Outcome::Found { digits, steered }, Some(walk.line))
                    }
                    // No move of the walk taught: each was too easy, too
                    // hard or the start again.
                    None => (steer::Outcome::TooHard, None),
                }
            };
            let elapsed = start.elapsed();
            match outcome {
                steer::Outcome::Found { digits, steered } => {
                    let found = self.confirm(digits, steered, candidates, elapsed);
                    if let Some(found) = found.map(|f| Generated { near_banked, ..f }) {
                        self.done += 1;
                        return Ok(found);
                    }
                    // The prefix solver and the default one disagree: never
                    // expected (tested), but never hand out a wrong puzzle.
                    misses.too_hard += 1;
                }
                steer::Outcome::TooEasy => misses.too_easy += 1,
                steer::Outcome::TooHard => misses.too_hard += 1,
                steer::Outcome::NoRoom => misses.no_room += 1,
                steer::Outcome::NotMinimal => misses.not_minimal += 1,
            }
            progress(&Progress {
                strategy: self.target.id,
                candidates,
                elapsed,
                done: self.done,
            });
            if elapsed >= max_time {
                return Err(GenerateError::OutOfTime {
                    id: self.target.id,
                    size,
                    candidates,
                    seconds: elapsed.as_secs_f64(),
                    misses,
                    minimal,
                    curriculum: self.target.ceiling == Ceiling::Curriculum,
                    hardest_only: ONLY_AMONG_THE_HARDEST.contains(&self.target.id),
                    banked: self.options.source == Source::Dig
                        && self.target.info().is_some()
                        && (size, symmetry) == (9, Symmetry::None)
                        && near::is_banked(self.target.id),
                });
            }
        }
    }

    /// The puzzle as a [`Generated`], if the default solver agrees that it
    /// teaches the target.
    fn confirm(
        &self,
        digits: Vec<u8>,
        steered: bool,
        candidates: u64,
        elapsed: Duration,
    ) -> Option<Generated> {
        let size = self.target.size;
        let puzzle = Board::from_values(size, &digits, true).ok()?;
        let walkthrough = match &self.target.aim {
            Aim::Registered(_) => Solver::new().solve(&puzzle),
            Aim::InSolver(s) => s.solver.solve(&puzzle),
        };
        if !self.target.teaches(&walkthrough) {
            return None;
        }
        let solution = walkthrough.end.values();
        let id = self.target.id;
        Some(Generated {
            uses: walkthrough
                .steps
                .iter()
                .filter(|s| s.strategy == id)
                .count(),
            minimal: is_minimal(size, self.options.symmetry, &digits),
            puzzle,
            solution,
            walkthrough,
            strategy: id,
            steered,
            near_banked: None,
            candidates,
            elapsed,
        })
    }
}

/// One puzzle that needs strategy `id` and nothing harder (see the
/// [module doc](super)), or why there is none.
pub fn generate_needing(id: &str, options: &Options) -> Result<Generated, GenerateError> {
    Generator::new(id, options)?.next_puzzle(&mut |_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brute;
    use crate::generate::teaches::difficulty;
    use crate::grid::Cell;
    use crate::lang::Lang;
    use crate::solver::Status;

    fn options(seed: u64) -> Options {
        Options {
            seed,
            max_time: Duration::from_secs(60),
            ..Options::default()
        }
    }

    /// Everything a generated puzzle promises, checked from scratch: one
    /// solution (the exact solver's), the default walkthrough (as `explain`
    /// runs it) solves it by logic, uses `id`, every step's strategy is no
    /// harder and no step of another strategy but a naked single is rated
    /// (SE) above the strategy's usual rating, or its own hardest step for a
    /// strategy placed no later in the curriculum; with `minimal`, taking any
    /// given (or, with symmetry, its pair) away allows a second solution.
    fn check(p: &Generated, id: &str, options: &Options) {
        let line = p.puzzle.to_line();
        assert_eq!(brute::count_solutions(&p.puzzle, 2), 1, "{line}");
        assert_eq!(brute::solve(&p.puzzle).unwrap(), p.solution, "{line}");
        let cap = strategies::by_id(id).unwrap().difficulty;
        for w in [
            Solver::new().solve(&p.puzzle),
            Solver::complete().solve(&p.puzzle),
        ] {
            assert_eq!(w.status, Status::Solved, "{line}");
            assert!(w.steps.iter().any(|s| s.strategy == id), "{line}");
            let place = |s: &str| crate::coach::lesson(s).map(|l| l.tenths);
            let usual = place(id).unwrap();
            let ratings = crate::rating::step_ratings(&w);
            let own = w
                .steps
                .iter()
                .zip(&ratings)
                .filter(|(s, _)| s.strategy == id)
                .map(|(_, se)| se.unwrap())
                .fold(crate::rating::se_number(usual), f32::max);
            for (s, se) in w.steps.iter().zip(ratings) {
                let d = strategies::by_id(s.strategy).unwrap().difficulty;
                assert!(d <= cap, "{line}: {} ({d}) is harder than {id}", s.strategy);
                let se = se.unwrap();
                if s.strategy != id && s.strategy != "naked-single" {
                    // Up to the target's usual rating, or up to its own
                    // hardest step for a strategy placed no later.
                    let ceiling = if place(s.strategy).is_some_and(|p| p <= usual) {
                        own
                    } else {
                        crate::rating::se_number(usual)
                    };
                    assert!(
                        se <= ceiling,
                        "{line}: {} ({se}) is rated above {id}",
                        s.strategy
                    );
                }
            }
        }
        assert_eq!(
            p.walkthrough.steps.len(),
            Solver::new().solve(&p.puzzle).steps.len()
        );
        assert_eq!(p.strategy, id);
        assert!(p.uses >= 1);
        let n = options.size;
        let digits = p.puzzle.values();
        if options.symmetry == Symmetry::Rotational {
            for c in p.puzzle.geometry().cells() {
                let mate = Cell::new(n - 1 - c.row(), n - 1 - c.col());
                assert_eq!(p.puzzle.is_given(c), p.puzzle.is_given(mate), "{line}: {c}");
            }
        }
        if options.minimal {
            assert!(p.minimal);
            for i in (0..n * n).filter(|&i| digits[i] != 0) {
                let mut d = digits.clone();
                d[i] = 0;
                if options.symmetry == Symmetry::Rotational {
                    d[n * n - 1 - i] = 0;
                }
                let b = Board::from_values(n, &d, true).unwrap();
                assert!(
                    brute::count_solutions(&b, 2) >= 2,
                    "{line}: cell {i} could go"
                );
            }
        }
    }

    /// An X-Wing puzzle and the candidates its search reported, made once
    /// for the two tests that read it: seed 3 in CI's and a full run (6 s:
    /// 30,839 candidates), seed 1 in a quick one (0.3 s: 1,230).
    fn x_wing_puzzle() -> &'static (u64, Generated, Vec<u64>) {
        static MADE: std::sync::OnceLock<(u64, Generated, Vec<u64>)> = std::sync::OnceLock::new();
        MADE.get_or_init(|| {
            let seed = crate::test_util::by_depth(1, 3, 3);
            let mut seen = Vec::new();
            let mut g = Generator::new("x-wing", &options(seed)).unwrap();
            let p = g.next_puzzle(&mut |pr| seen.push(pr.candidates)).unwrap();
            (seed, p, seen)
        })
    }

    #[test]
    fn puzzles_teach_their_strategy_and_are_minimal() {
        for (id, seed) in [("hidden-pair", 1), ("locked-candidates-pointing", 2)] {
            let o = options(seed);
            let p = generate_needing(id, &o).unwrap();
            check(&p, id, &o);
        }
        let (seed, x_wing, _) = x_wing_puzzle();
        check(x_wing, "x-wing", &options(*seed));
        // A grouped AIC rates 7.5 and up (SE has no groups): beside it a
        // step of a strategy placed no later may rate above the chains'
        // place, 6.6, as in seed 5's puzzle (an AIC, a WXYZ-Wing SE sees as
        // a chain), where `check` holds it to the grouped AIC's own steps.
        let o = options(5);
        let p = generate_needing("grouped-aic", &o).unwrap();
        check(&p, "grouped-aic", &o);
        let w = &p.walkthrough;
        let risen: Vec<&str> = w
            .steps
            .iter()
            .zip(crate::rating::step_ratings(w))
            .filter(|(s, se)| s.strategy != "grouped-aic" && se.unwrap() > 6.6)
            .map(|(s, _)| s.strategy)
            .collect();
        assert!(!risen.is_empty(), "{}", p.puzzle.to_line());
        for id in risen {
            assert!(crate::coach::lesson(id).unwrap().tenths <= 66, "{id}");
        }
    }

    #[test]
    fn symmetric_small_and_not_minimal_puzzles_keep_their_promises() {
        let symmetric = Options {
            symmetry: Symmetry::Rotational,
            ..options(4)
        };
        check(
            &generate_needing("locked-candidates-pointing", &symmetric).unwrap(),
            "locked-candidates-pointing",
            &symmetric,
        );
        let loose = Options {
            minimal: false,
            ..options(5)
        };
        let p = generate_needing("hidden-pair", &loose).unwrap();
        check(&p, "hidden-pair", &loose);
        assert_eq!(p.minimal, is_minimal(9, Symmetry::None, &p.puzzle.values()));
        assert!(!is_minimal(9, Symmetry::None, &[0; 81]));
        assert!(!is_minimal(9, Symmetry::Rotational, &[1; 7]));
        for (size, id) in [(4, "naked-single"), (6, "hidden-single"), (6, "w-wing")] {
            let o = Options { size, ..options(6) };
            check(&generate_needing(id, &o).unwrap(), id, &o);
        }
    }

    /// Steering (on always here, also for minimal puzzles) keeps every
    /// promise. The seeds are ones where steering (or a repair) makes the
    /// first puzzle.
    #[test]
    fn steered_puzzles_keep_their_promises() {
        for (minimal, seed) in [(true, 18), (false, 3)] {
            let o = Options {
                minimal,
                steering: Steering::Always,
                ..options(seed)
            };
            let p = generate_needing("x-wing", &o).unwrap();
            assert!(p.steered, "minimal: {minimal}");
            check(&p, "x-wing", &o);
        }
    }

    /// The banked techniques' puzzles come from walks near the bank by
    /// default, on 9x9 without symmetry, and keep every promise (checked
    /// from scratch, for every puzzle of the bank's techniques, seed 1);
    /// `Source::Dig`, symmetry and unbanked techniques dig random grids. A
    /// generator's round of walks, one from each banked puzzle: of the
    /// discontinuous nice loop in CI's and a full run (19 walks, 8 s), of
    /// the unique rectangle type 5 in a quick one (14 walks, a tenth of it).
    #[test]
    fn banked_techniques_walk_near_the_bank_by_default_only() {
        let ids = near::banked_ids();
        for id in ids.iter().map(String::as_str) {
            let made = generate_needing(id, &options(1)).expect("a puzzle");
            let line = made.near_banked.expect("from a walk");
            assert!(near::bank_for(id).iter().any(|b| b.line == line), "{id}");
            check(&made, id, &options(1));
            for other in [
                Options {
                    source: Source::Dig,
                    ..options(1)
                },
                Options {
                    symmetry: Symmetry::Rotational,
                    ..options(1)
                },
            ] {
                assert!(Generator::new(id, &other).unwrap().bank.is_empty(), "{id}");
            }
        }
        // One generator walks from every banked puzzle once before any
        // again (a walk without a move that teaches makes no puzzle).
        let id = crate::test_util::by_depth(
            "unique-rectangle-5",
            "discontinuous-nice-loop",
            "discontinuous-nice-loop",
        );
        let mut g = Generator::new(id, &options(2)).unwrap();
        let n = g.bank.len();
        let mut lines = Vec::new();
        while g.walks < n {
            let line = g.next_puzzle(&mut |_| ()).unwrap().near_banked.unwrap();
            if g.walks <= n {
                lines.push(line);
            }
        }
        let made = lines.len();
        lines.sort_unstable();
        lines.dedup();
        assert_eq!(lines.len(), made, "{id}: {lines:?}");
        assert!(made + 2 >= n, "{id}: {made} of {n} walks made a puzzle");
        assert!(!ids.iter().any(|id| id == "x-wing"));
        assert!(Generator::new("x-wing", &options(1))
            .unwrap()
            .bank
            .is_empty());
        let dug = generate_needing("x-wing", &options(1)).expect("an X-Wing puzzle");
        assert_eq!(dug.near_banked, None);
    }

    /// A verity net can be needed under the curriculum (docs/generating.md):
    /// the puzzle of `generate --needs forcing-net-verity --seed 3 --fresh`
    /// takes two verity nets rated 9.2 before any contradiction net, and no
    /// other step is rated above 9.2.
    #[test]
    fn a_verity_net_can_be_needed_under_the_curriculum() {
        let id = "forcing-net-verity";
        let line =
            "8..5...4.163.....2.2..........75.89.....482..5....9..4..4..7.........78..5..2....";
        let puzzle = crate::formats::line::parse(line)
            .remove(0)
            .expect("a puzzle")
            .board;
        let w = Solver::new().solve(&puzzle);
        assert!(Target::new(id, 9).unwrap().teaches(&w), "{line}");
        let rated: Vec<(&str, f32)> = w
            .steps
            .iter()
            .zip(crate::rating::step_ratings(&w))
            .map(|(s, se)| (s.strategy, se.expect("rated")))
            .collect();
        let forcing: Vec<(&str, f32)> = rated
            .iter()
            .copied()
            .filter(|(s, _)| s.starts_with("forcing-net"))
            .take(2)
            .collect();
        assert_eq!(forcing, [(id, 9.2), (id, 9.2)]);
        let others = rated.iter().filter(|(s, _)| *s != id).map(|&(_, se)| se);
        assert_eq!(others.fold(0.0, f32::max), 9.2);
        assert_eq!(Some(&(id, 9.2)), rated.iter().find(|(s, _)| *s == id));
    }

    /// The nested net's digs (`--fresh`) start from a planted tridagon:
    /// seed 1014 finds a puzzle after 142 candidates, it keeps every
    /// promise, and it is the bank's line for that seed (made again).
    #[test]
    fn planted_tridagons_give_nested_net_puzzles() {
        let id = "nested-forcing-net-contradiction";
        let options = Options {
            source: Source::Dig,
            ..options(1014)
        };
        let made = generate_needing(id, &options).expect("a nested-net puzzle");
        check(&made, id, &options);
        assert_eq!((made.near_banked, made.candidates), (None, 142));
        let banked: Vec<Vec<u8>> = near::bank_lines(near::BANK)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|(_, of, _, seed)| of == id && *seed == 1014)
            .map(|(_, _, digits, _)| digits)
            .collect();
        assert_eq!(banked, [made.puzzle.values()]);
    }

    /// From digs of random grids (a naked pair) and from walks near the
    /// bank (a discontinuous nice loop).
    #[test]
    fn the_same_seed_gives_the_same_puzzles() {
        for id in ["naked-pair", "discontinuous-nice-loop"] {
            let lines = |seed| {
                let mut g = Generator::new(id, &options(seed)).unwrap();
                (0..3)
                    .map(|_| g.next_puzzle(&mut |_| ()).unwrap().puzzle.to_line())
                    .collect::<Vec<_>>()
            };
            let a = lines(7);
            assert_eq!(a, lines(7), "{id}");
            assert_ne!(a, lines(6), "{id}");
            assert_ne!(a[0], a[1], "{id}");
            // The first of three is the first of one.
            let one = generate_needing(id, &options(7)).unwrap();
            assert_eq!(one.puzzle.to_line(), a[0], "{id}");
        }
    }

    #[test]
    fn progress_is_reported_after_every_candidate() {
        let (_, p, seen) = x_wing_puzzle();
        // Every candidate but the successful one reports, in order.
        assert!(p.candidates > 1000);
        assert_eq!(*seen, (1..p.candidates).collect::<Vec<_>>());
    }

    /// The prefix solver's verdict is the default solver's, on random
    /// puzzles (the generator's shortcut is sound).
    #[test]
    fn the_prefix_judge_agrees_with_the_default_walkthrough() {
        let mut rng = Rng::new(99);
        let puzzles: Vec<Board> = (0..150)
            .map(|_| super::super::puzzle(9, Symmetry::None, &mut rng).unwrap())
            .collect();
        for id in [
            "hidden-single",
            "naked-pair",
            "x-wing",
            "xy-wing",
            "unique-rectangle-1",
        ] {
            let target = Target::new(id, 9).unwrap();
            let info = target.info().unwrap();
            for p in &puzzles {
                let w = Solver::new().solve(p);
                let harder = w
                    .steps
                    .iter()
                    .any(|s| difficulty(s.strategy) > info.difficulty);
                let expected = if teaches(&w, info) {
                    Verdict::Teaches
                } else if harder || !w.status.is_solved() || !keeps_to_the_curriculum(&w, info) {
                    Verdict::TooHard
                } else {
                    Verdict::TooEasy
                };
                assert_eq!(target.judge(&p.values()), expected, "{id}: {}", p.to_line());
            }
        }
    }

    #[test]
    fn errors_name_the_problem() {
        let o = Options::default();
        let e = generate_needing("xwing", &o).unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown strategy 'xwing'; did you mean x-wing?"
        );
        assert_eq!(nearest_ids("wing"), ["w-wing", "x-wing", "xy-wing"]);
        assert!(nearest_ids("zzz").is_empty());
        let small = Options {
            size: 4,
            ..o.clone()
        };
        let e = generate_needing("unique-rectangle-1", &small).unwrap_err();
        assert!(
            matches!(e, GenerateError::Unreachable { size: 4, .. }),
            "{e}"
        );
        assert!(e
            .to_string()
            .starts_with("no 4x4 puzzle can need unique-rectangle-1: "));
        for id in [
            "brute-force",
            "dual-empty-rectangle",
            "wxyz-wing-3222",
            "franken-x-wing",
            "template-set",
        ] {
            let e = generate_needing(id, &o).unwrap_err();
            assert!(matches!(e, GenerateError::Unreachable { .. }), "{id}: {e}");
        }
        let odd = Options {
            size: 5,
            ..o.clone()
        };
        assert_eq!(
            generate_needing("x-wing", &odd).unwrap_err(),
            GenerateError::UnsupportedSize(5)
        );
        // No time at all: one candidate, then the error says so.
        let hurried = Options {
            size: 6,
            max_time: Duration::ZERO,
            ..o
        };
        let e = generate_needing("swordfish", &hurried).unwrap_err();
        let GenerateError::OutOfTime {
            candidates, misses, ..
        } = &e
        else {
            panic!("{e}");
        };
        assert_eq!(*candidates, 1);
        assert_eq!(
            misses.too_easy + misses.too_hard + misses.no_room + misses.not_minimal,
            1
        );
        let text = e.to_string();
        // A hidden quad's candidate judged no further for want of room is
        // counted apart, and said so (seeds up to 20 meet one).
        let room = (1..=20)
            .map(|seed| {
                let one = Options {
                    size: 9,
                    seed,
                    ..hurried.clone()
                };
                generate_needing("hidden-quad", &one).unwrap_err()
            })
            .find(|e| matches!(e, GenerateError::OutOfTime { misses, .. } if misses.no_room == 1))
            .expect("a candidate without room");
        assert!(
            room.to_string()
                .contains("(0 too easy, 0 needing something harder, 1 left no room for it midway, 0 not minimal)"),
            "{room}"
        );
        let ja = Lang::Ja.catalogue().problem(&room.problem());
        assert!(
            ja.contains("途中でヒドゥンクワッドの余地がなくなった1個"),
            "{ja}"
        );
        // Random grids asked for where the bank has puzzles: the error
        // says to leave --fresh out (en, ja), and only then.
        let fresh = Options {
            size: 9,
            source: Source::Dig,
            ..hurried.clone()
        };
        let dug = generate_needing("discontinuous-nice-loop", &fresh).unwrap_err();
        assert!(
            matches!(dug, GenerateError::OutOfTime { banked: true, .. }),
            "{dug}"
        );
        assert!(
            dug.to_string().ends_with(
                "; leave out --fresh (walks near the bank of puzzles for this technique find one \
                 at once), allow more time (--max-seconds), accept puzzles that are not minimal \
                 (--not-minimal), or let other techniques' steps rate above it (--solver-order: \
                 the solver's order alone decides what is harder)"
            ),
            "{dug}"
        );
        let ja = Lang::Ja.catalogue().problem(&dug.problem());
        assert!(ja.contains("。--freshを外す（この解法の問題は"), "{ja}");
        assert!(!text.contains("--fresh"), "{text}");
        // A quad on 6x6 is refused at once: its complement is a pair.
        for id in NEVER_ON_6X6 {
            let e = generate_needing(id, &hurried).unwrap_err();
            assert!(matches!(e, GenerateError::Unreachable { .. }), "{id}: {e}");
        }
        assert!(
            text.starts_with("no 6x6 puzzle needing swordfish and nothing harder found in 0.0 s: 1 candidate tried"),
            "{text}"
        );
        // What to try: what the search left out, and only that.
        assert!(
            text.ends_with(
                "not minimal); allow more time (--max-seconds), accept puzzles that are not \
                 minimal (--not-minimal), or let other techniques' steps rate above it \
                 (--solver-order: the solver's order alone decides what is harder)"
            ),
            "{text}"
        );
        assert!(
            ja.ends_with(
                "時間を延ばす（--max-seconds）、最小でない問題も受け入れる（--not-minimal）、\
                 他の解法の手がこの解法より高く評価されてもよいとする（--solver-order：\
                 何がより難しいかを解く順だけで決める）ことを試してください"
            ),
            "{ja}"
        );
        // Only the hardest puzzles known need a nested net: its time-out
        // says so (en, ja) before what to try; a Swordfish's does not.
        let nine = Options {
            size: 9,
            ..hurried.clone()
        };
        let nested = generate_needing("nested-forcing-net-contradiction", &nine).unwrap_err();
        assert!(
            matches!(
                nested,
                GenerateError::OutOfTime {
                    hardest_only: true,
                    ..
                }
            ),
            "{nested:?}"
        );
        let hardest = "only the hardest puzzles known need it (in the collections this project \
                       is tested on, only ones Sudoku Explainer rates 11 or more), and only some \
                       of the grids dug around a planted tridagon are that hard; allow more time";
        assert!(nested.to_string().contains(hardest), "{nested}");
        assert!(!text.contains("hardest"), "{text}");
        let ja = Lang::Ja.catalogue().problem(&nested.problem());
        assert!(
            ja.contains(
                "評価が11以上の問題だけ）、トライダゴンを仕込んだ盤面を掘った問題でも、\
                         そこまで難しくなるのは一部です。時間を延ばす"
            ),
            "{ja}"
        );
        let loose = Options {
            minimal: false,
            ceiling: Ceiling::SolverOrder,
            ..hurried.clone()
        };
        let e = generate_needing("swordfish", &loose)
            .unwrap_err()
            .to_string();
        assert!(
            e.ends_with("not minimal); allow more time (--max-seconds)"),
            "{e}"
        );
        let ordered = Options {
            ceiling: Ceiling::SolverOrder,
            ..hurried
        };
        let e = generate_needing("swordfish", &ordered)
            .unwrap_err()
            .to_string();
        assert!(
            e.ends_with("; allow more time (--max-seconds) or accept puzzles that are not minimal (--not-minimal)"),
            "{e}"
        );
    }

    /// The fact behind [`ONLY_ON_4X4`], on one grid (the bench's
    /// `census-4x4` runs all 288): every set of its givens with one
    /// solution is solved by full houses and naked singles.
    #[test]
    fn every_4x4_puzzle_of_a_grid_is_solved_by_naked_singles() {
        let grid = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let solver = Solver::new();
        let mut unique = 0;
        for mask in 0..1u32 << 16 {
            let d: Vec<u8> = (0..16)
                .map(|i| if mask >> i & 1 == 1 { grid[i] } else { 0 })
                .collect();
            let b = Board::from_values(4, &d, true).unwrap();
            if brute::count_solutions(&b, 2) != 1 {
                continue;
            }
            unique += 1;
            let w = solver.solve(&b);
            assert_eq!(w.status, Status::Solved, "{}", b.to_line());
            assert!(w.steps.iter().all(|s| ONLY_ON_4X4.contains(&s.strategy)));
        }
        assert!(unique > 40_000, "{unique}");
    }
}
