//! Making puzzles: random ones with one solution, and, in *learning mode*,
//! ones that need a chosen strategy.
//!
//! ## Random puzzles
//!
//! ```text
//!  solved grid ──shuffle (relabel digits, swap rows in a band, bands,
//!                columns in a stack, stacks, transpose)──► random grid
//!  random grid ──dig: take givens away in random order (in symmetric pairs
//!                if asked), putting back any whose removal allows a second
//!                solution──► puzzle
//! ```
//!
//! Every puzzle [`puzzle`] returns has one solution (checked by the exact
//! solver) and is *minimal*: no given (with symmetry, no symmetric pair)
//! can go without allowing a second solution. (Removing givens only ever
//! adds solutions, so a given that could not go when it was tried can never
//! go later.) Generation is deterministic for a seed, so notebooks and tests
//! can rebuild the same puzzles. Shuffling a fixed grid does not reach
//! every Sudoku grid with equal chance; it is meant for labs and examples,
//! not for statistics about all grids.
//!
//! ## Learning mode: a puzzle that needs a strategy
//!
//! A teacher wants "another puzzle that needs an X-Wing". [`generate_needing`]
//! makes puzzles whose walkthrough, by the default [`Solver`](crate::solver::Solver)
//! (the one `explain` runs), *teaches* the strategy:
//!
//! * it has exactly one solution, and the walkthrough solves it by logic;
//! * at least one step uses the strategy: at that position no strategy
//!   tried before it makes progress (the solver always takes the first
//!   that does, easiest first);
//! * **no step is harder**, on two scales: no step of a strategy with a
//!   higher registry difficulty
//!   ([`StrategyInfo::difficulty`](crate::strategies::StrategyInfo), HoDoKu's
//!   score, which is also the solver's order), and no step rated above the
//!   strategy on Sudoku Explainer's scale, the curriculum's
//!   ([`keeps_to_the_curriculum`]: above the rating of its usual step, or
//!   of its own hardest step for strategies placed no later, such as an
//!   AIC beside a long nice loop; naked singles are always allowed). The scales
//!   disagree: HoDoKu puts the unique rectangles (100) and the turbot fish
//!   (120) below the X-Wing (140), SE above it (4.5 and 4.2 against 3.2).
//!   So an X-Wing puzzle has neither, and no hidden pair (3.4) either; about
//!   1 in 30,000 random minimal puzzles qualifies, against 1 in 300 by
//!   HoDoKu's order alone ([`Ceiling::SolverOrder`] asks only that);
//! * it is minimal (by default): no given can be removed while keeping one
//!   solution. With symmetry, no symmetric pair can be removed.
//!
//! The search: take a random grid, dig it (as above) and judge the puzzle
//! with the solver cut down to the strategies no harder than the target
//! (the *prefix* solver; its walkthrough is the default solver's as long as
//! it does not get stuck, and it gets stuck, cheaply, exactly when a harder
//! step is needed). If the puzzle turns out too hard, *steer*: bisect the
//! dig for the last puzzle Pk that was not too hard, and dig on from there
//! one given at a time, keeping a removal only if nothing harder becomes
//! needed and, once the strategy is needed, only if it stays needed:
//!
//! ```text
//!   grid ─dig─► P1 ⊃ P2 ⊃ ... ⊃ Pk ⊃ ... ⊃ Pm (minimal)
//!                                          │ teaches?    ──► done
//!                                          │ too easy?   ──► next grid
//!                                          ▼ too hard
//!                 Pk = last not too hard (bisection)
//!                  └─ dig on, one given at a time, only while the
//!                     prefix solver still solves it (and still uses the
//!                     strategy once it does) ──► teaches (and minimal)? done
//! ```
//!
//! Without minimality, a Pk that teaches is the answer. With it, only a Pk
//! that already teaches is dug on: from one that does not, the result is
//! seldom both teaching and minimal (for X-Wing, 3 in 3,000 candidates
//! ended teaching that way, against 6 of the 6 whose Pk taught).
//!
//! Steering is on by default only where it pays ([`Steering::Auto`]: when
//! the puzzles need not be minimal). A candidate costs about a third of a
//! millisecond to a millisecond of one core (the dig's uniqueness checks,
//! then one walkthrough that stops where a harder step would be needed);
//! for minimal puzzles steering saves a few candidates but its walkthroughs
//! cost more than that. For puzzles that need not be minimal it halves the
//! candidates. Figures: `cargo bench --bench generate -- times [--steer |
//! --no-steer] [--not-minimal]`.
//!
//! Four more ways reach the rare strategies (the measured reach of each
//! is in `docs/generating.md`):
//!
//! * **Near misses are repaired.** A dug puzzle that goes too hard only
//!   *after* its walkthrough has used the target is a near miss: the target
//!   is there, something later is too hard. A given more, in a cell still
//!   open where the walkthrough went too hard, often lets it through: each
//!   such cell gets the solution's digit in turn (random order), and one
//!   level further from up to four near misses that makes; the first that
//!   teaches is dug on as above until minimal.
//! * **Planting** (`plant.rs`): where the pattern needs room a dig seldom
//!   leaves, the dig clears it first. A Jellyfish is only needed on a digit
//!   with eight or nine lines open, a hidden quad only in a house with all
//!   nine cells open (else an easier complement is found first), so their
//!   digs take away every given of one digit, or of one house, before the
//!   others. For the two forcing nets only the hardest puzzles need
//!   (verity, nested), the dig starts from a grid around a planted
//!   tridagon (`tridagon.rs`): twelve cells three digits cannot fill, left
//!   open with those three digits among their candidates.
//! * **Climbing** (`climb.rs`): for a few targets that random minimal
//!   puzzles are mostly too easy for (X-Chain, Swordfish, forcing-net
//!   contradiction), a too-easy candidate is changed step by step: one
//!   given out, givens of the same solution back until it is the only one,
//!   dug to minimal again, kept while it is not too hard and needs at
//!   least as much logic.
//! * **Walking near banked puzzles** (`near.rs`): for the few targets that
//!   digs reach too slowly (the bank, `puzzles/rare-technique-bank.txt`,
//!   holds puzzles this generator found for them with more time), a banked
//!   puzzle is shuffled and moved a few steps away, each step (a climb's
//!   move) to another puzzle that teaches the target. [`Source::Dig`] digs
//!   instead.
//!
//! ```text
//!   near miss P ── P + one given (each cell open where it went too hard)
//!                   │ teaches?   ──► dig on (keep it teaching) ──► minimal? done
//!                   │ near miss? ──► one level more (up to 4 of them)
//!   too easy P  ── -1 given, +givens until one solution, dig (up to 60 moves)
//!                   │ teaches?   ──► done (minimal)
//!                   │ not too hard, as much logic? ──► go on from it
//! ```
//!
//! Each grid is one *candidate*; the same seed gives the same candidates, so
//! the same puzzles, whatever the machine's speed (the time budget only
//! decides when to give up, with an error saying how many candidates were
//! tried and how they failed).
//!
//! Some strategies are never reached: `brute-force` is not logic; the
//! composites and the subsumed wing (see
//! [`solver::never_fires_by_default`]) never fire in the default solver,
//! which leaves others out for their cost (the franken and mutant fish, the
//! templates, ...: [`solver::left_out_for_now`]);
//! and on 4x4 every puzzle with one solution is solved by full houses and
//! naked singles alone (checked on all 13,579,680 of them), so only those
//! two can be needed there. Others are merely rare at a size; the time budget ends
//! those searches.
//!
//! [`solver::never_fires_by_default`]: crate::solver::never_fires_by_default
//! [`solver::left_out_for_now`]: crate::solver::left_out_for_now

mod climb;
mod custom;
mod errors;
mod judge;
mod near;
mod needs;
mod plant;
mod random;
mod steer;
mod teaches;
mod tridagon;

pub use custom::generate_needing_with;
pub use needs::{
    generate_needing, is_minimal, keeps_to_the_curriculum, nearest_ids,
    needs_nothing_ranked_harder, teaches, under_the_ceiling, Ceiling, GenerateError, Generated,
    Generator, Misses, NeverNeeded, Options, Progress, Source, Steering, Target, Verdict,
    ONLY_AMONG_THE_HARDEST, ONLY_ON_4X4,
};
pub use random::{
    dig, dig_order, has_one_solution, orbit, puzzle, puzzles, random_solution, solved_board,
    varied_solution, Rng, Symmetry,
};
