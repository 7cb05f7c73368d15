//! Sudoku Explainer's own walkthrough, replayed with this project's
//! strategies: the puzzle's SE rating is the hardest step of *that* walk.
//!
//! SE does not rate a puzzle by a given solution path: at every position
//! it takes the first technique, in its fixed order of difficulty, that
//! makes progress (and among chains, the shortest), applies it, and rates
//! the puzzle by the hardest step it needed. Walking in this project's
//! order instead (HoDoKu's) can use a harder step than SE needs, or miss
//! SE's cheaper one: a W-Wing where SE sees an XY-Wing, a naked pair where
//! a direct hidden pair does.
//!
//! ```text
//!   tier                                            SE        how
//!   singles, direct pointing and claiming,          1.0-2.5   direct.rs
//!     direct hidden pair and triple
//!   pointing, claiming, naked pair, X-Wing, hidden  2.6-4.0   the first that fires
//!     pair, naked triple, Swordfish, hidden triple
//!   turbot fish, empty rectangle, finned X-Wing     4.0-4.3   the easiest
//!   XY-Wing, XYZ-Wing, unique rectangles 1-4 and    4.2-5.4   the first / easiest
//!     loops, naked quad, Jellyfish, hidden quad
//!   three strong links (x-chains, colouring,        5.4-5.7   the easiest
//!     finned Swordfish)
//!   WXYZ-Wing, BUG+1, VWXYZ-Wing in SE's shape      5.5-6.4
//!   aligned pair exclusion (two-cell Sue de Coq)    6.2
//!   chains and loops without groups, Y-Cycles       6.5-7.x   the easiest
//!   Sue de Coq, grouped chains and loops,           7.5-8.x   the easiest
//!     Nishio forcing chains
//!   forcing chains, then forcing nets               7.5-9.x
//!   anything else, then brute force
//! ```
//!
//! Each tier is tried in turn from the top after every step. The walk is a
//! pure function of the starting board (its caches are its own), so puzzles
//! can be rated in parallel.

use super::direct;
use super::se::{self, Tenths};
use super::se_custom::Customs;
use crate::grid::{Board, Candidate, CellSet};
use crate::solver::custom::{CustomFailure, CustomStrategy};
use crate::solver::{left_out_by_default, Memo, BRUTE_FORCE};
use crate::step::Step;
use crate::strategies::als::sue_de_coq::SUE_DE_COQ;
use crate::strategies::chains::sweep::{
    aic_chains, aic_chains_upto, continuous_loops, discontinuous_loops, Sweeps,
};
use crate::strategies::chains::{
    chain_eliminations, chain_placements, x_chain::find_x_chains, xy_chain::find_y_cycles, Chain,
};
use crate::strategies::coloring::multi_colors::{MULTI_COLORS_1, MULTI_COLORS_2};
use crate::strategies::coloring::simple_colors::{SIMPLE_COLORS_TRAP, SIMPLE_COLORS_WRAP};
use crate::strategies::fish::by_kind::{
    FINNED_SWORDFISH, FINNED_X_WING, JELLYFISH, SASHIMI_SWORDFISH, SASHIMI_X_WING, SWORDFISH,
};
use crate::strategies::fish::x_wing::X_WING;
use crate::strategies::forcing::nishio::NISHIO_FORCING_CHAIN;
use crate::strategies::forcing::{
    FORCING_CHAIN_CONTRADICTION, FORCING_CHAIN_VERITY, FORCING_NET_CONTRADICTION,
    FORCING_NET_VERITY,
};
use crate::strategies::intersections::locked_candidates::{
    LOCKED_CANDIDATES_CLAIMING, LOCKED_CANDIDATES_POINTING,
};
use crate::strategies::single_digit::empty_rectangle::EMPTY_RECTANGLE;
use crate::strategies::single_digit::skyscraper::SKYSCRAPER;
use crate::strategies::single_digit::turbot_fish::TURBOT_FISH;
use crate::strategies::single_digit::two_string_kite::TWO_STRING_KITE;
use crate::strategies::singles::full_house::FULL_HOUSE;
use crate::strategies::singles::hidden_single::HIDDEN_SINGLE;
use crate::strategies::singles::naked_single::NAKED_SINGLE;
use crate::strategies::subsets::hidden_subsets::{HIDDEN_PAIR, HIDDEN_QUAD, HIDDEN_TRIPLE};
use crate::strategies::subsets::naked_subsets::{
    LOCKED_PAIR, LOCKED_TRIPLE, NAKED_PAIR, NAKED_QUAD, NAKED_TRIPLE,
};
use crate::strategies::uniqueness::bug::BUG_PLUS_1;
use crate::strategies::uniqueness::unique_loops::UNIQUE_LOOP;
use crate::strategies::uniqueness::unique_rectangles::{
    UNIQUE_RECTANGLE_1, UNIQUE_RECTANGLE_2, UNIQUE_RECTANGLE_3, UNIQUE_RECTANGLE_4,
};
use crate::strategies::wings::named::{VWXYZ_WING, WXYZ_WING, XYZ_WING, XY_WING};
use crate::strategies::wings::Wing;
use crate::strategies::{Caches, StrategyInfo, REGISTRY};

/// SE's direct techniques (data the strategies' names also read: `find
/// direct-hidden-pair` says what it is).
pub use crate::strategies::nearest::{
    shortened, DIRECT_CLAIMING, DIRECT_HIDDEN_PAIR, DIRECT_HIDDEN_TRIPLE, DIRECT_POINTING,
};

/// One step of SE's walk: the strategy id (for a direct technique, its own
/// name: `direct-hidden-pair`, ...) and its SE rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeStep {
    pub strategy: &'static str,
    pub tenths: Tenths,
}

/// SE's walk of a puzzle.
#[derive(Clone, Debug, Default)]
pub struct SeWalk {
    pub steps: Vec<SeStep>,
    /// Whether a digit had to be looked up (no logic left).
    pub brute_force: bool,
    /// Whether the walk filled the grid.
    pub solved: bool,
    /// Where a custom strategy failed ([`se_walk_with`]): the walk stops.
    pub failure: Option<CustomFailure>,
}

impl SeWalk {
    /// The hardest step (the first of the hardest, if several); a
    /// brute-force look-up counts as [`se::base::NESTED`].
    pub fn hardest(&self) -> Option<SeStep> {
        self.steps
            .iter()
            .fold(None, |best: Option<SeStep>, s| match best {
                Some(b) if b.tenths >= s.tenths => Some(b),
                _ => Some(*s),
            })
    }
}

/// What one tier proposes: its rating and effect.
pub(super) struct Move {
    pub(super) strategy: &'static str,
    pub(super) tenths: Tenths,
    pub(super) placements: Vec<Candidate>,
    pub(super) eliminations: Vec<Candidate>,
}

impl Move {
    fn place(strategy: &'static str, tenths: Tenths, c: Candidate) -> Move {
        Move {
            strategy,
            tenths,
            placements: vec![c],
            eliminations: Vec::new(),
        }
    }
}

/// The tiers of SE's order (see the module doc).
#[derive(Clone, Copy)]
pub(super) enum Tier {
    HiddenSingle,
    DirectLocking,
    DirectHidden(usize),
    NakedSingle,
    /// The first of these strategies that makes progress.
    First(&'static [&'static str]),
    /// The lowest-rated of these strategies' first steps, if rated at most
    /// the given number.
    Easiest(&'static [&'static str], Tenths),
    /// Single-digit chains of at most three strong links (5.4-5.7), and
    /// the strategies that are such chains.
    ShortChains,
    /// The easiest wing of this strategy in SE's shape (see
    /// [`se::se_wing_biggest`]).
    Wings(&'static str),
    /// Aligned pair exclusion: a Sue de Coq on two cells.
    PairExclusion,
    /// Every chain and loop without groups: the easiest.
    Chains,
    /// Grouped chains and loops, and Nishio forcing chains (SE finds the
    /// single-digit ones with its Nishio chains, 7.5, the others with its
    /// multiple chains, 8.0): the easiest.
    Grouped,
    /// Forcing chains or nets: the solver's contradiction step, or its
    /// verity step if that may be easier.
    Forcing(&'static str, &'static str),
    /// Every strategy of the default solver, in the registry's order.
    Anything,
}

/// No cell set is ever equal to this one (cells are 0..81).
const UNKNOWN: CellSet = CellSet(1 << 127);

/// The highest rating of SE's turbot fish and grouped two-link chains.
const TURBOT_MAX: Tenths = 43;

/// The highest rating a short single-digit chain gets (5.7).
const SHORT_CHAIN_MAX: Tenths = 57;

pub(super) const TIERS: &[Tier] = &[
    Tier::HiddenSingle,
    Tier::DirectLocking,
    Tier::DirectHidden(2),
    Tier::NakedSingle,
    Tier::DirectHidden(3),
    Tier::First(&[LOCKED_CANDIDATES_POINTING.id, LOCKED_CANDIDATES_CLAIMING.id]),
    Tier::First(&[NAKED_PAIR.id, LOCKED_PAIR.id]),
    Tier::First(&[X_WING.id]),
    Tier::First(&[HIDDEN_PAIR.id]),
    Tier::First(&[NAKED_TRIPLE.id, LOCKED_TRIPLE.id]),
    Tier::First(&[SWORDFISH.id]),
    Tier::First(&[HIDDEN_TRIPLE.id]),
    Tier::Easiest(
        &[
            SKYSCRAPER.id,
            TWO_STRING_KITE.id,
            TURBOT_FISH.id,
            EMPTY_RECTANGLE.id,
            FINNED_X_WING.id,
            SASHIMI_X_WING.id,
        ],
        TURBOT_MAX,
    ),
    Tier::First(&[XY_WING.id]),
    Tier::First(&[XYZ_WING.id]),
    Tier::Easiest(
        &[
            UNIQUE_RECTANGLE_1.id,
            UNIQUE_RECTANGLE_2.id,
            UNIQUE_RECTANGLE_3.id,
            UNIQUE_RECTANGLE_4.id,
            UNIQUE_LOOP.id,
        ],
        se::base::APE,
    ),
    Tier::First(&[NAKED_QUAD.id]),
    Tier::First(&[JELLYFISH.id]),
    Tier::First(&[HIDDEN_QUAD.id]),
    Tier::ShortChains,
    Tier::Wings(WXYZ_WING.id),
    Tier::First(&[BUG_PLUS_1.id]),
    Tier::Wings(VWXYZ_WING.id),
    Tier::PairExclusion,
    Tier::Chains,
    Tier::First(&[SUE_DE_COQ.id]),
    Tier::Grouped,
    Tier::Forcing(FORCING_CHAIN_CONTRADICTION.id, FORCING_CHAIN_VERITY.id),
    Tier::Easiest(
        &[FORCING_NET_CONTRADICTION.id, FORCING_NET_VERITY.id],
        Tenths::MAX,
    ),
    Tier::Anything,
];

/// The strategies rated as short single-digit chains, besides x-chains.
const SHORT_CHAIN_STRATEGIES: &[&str] = &[
    SIMPLE_COLORS_TRAP.id,
    SIMPLE_COLORS_WRAP.id,
    MULTI_COLORS_1.id,
    MULTI_COLORS_2.id,
    FINNED_SWORDFISH.id,
    SASHIMI_SWORDFISH.id,
];

/// SE's walk from `start`. Uniqueness strategies are used, so the puzzle
/// must have one solution (the caller checks).
pub fn se_walk(start: &Board) -> SeWalk {
    se_walk_with(start, &[])
}

/// SE's walk from `start` with custom strategies too. SE tries its
/// techniques in the order of their ratings, so a custom strategy rated
/// `se` ([`CustomStrategy::rated`]) is tried just before the first tier
/// whose easiest step SE rates higher (`se_custom.rs`); one without a
/// rating is not used (SE would not know where to put it). A custom step
/// is checked against the solution: one that removes the solution's digit
/// or places another (or a finder that fails) stops the walk, with
/// [`SeWalk::failure`] saying why.
pub fn se_walk_with(start: &Board, customs: &[&CustomStrategy]) -> SeWalk {
    let mut customs = Customs::new(customs, start);
    let mut board = start.clone();
    let mut walker = Walker::new();
    let mut walk = SeWalk::default();
    while !board.empty_cells().is_empty() {
        if board.dead_cell().is_some() || board.dead_digit().is_some() {
            return walk;
        }
        let found = if customs.is_empty() {
            TIERS.iter().find_map(|&tier| walker.tier(tier, &board))
        } else {
            match customs.next_move(&mut walker, &board) {
                Ok(found) => found,
                Err(failure) => {
                    walk.failure = Some(failure);
                    return walk;
                }
            }
        };
        let m = match found {
            Some(m) => m,
            None => match walker.first(&board, BRUTE_FORCE) {
                Some(step) => {
                    walk.brute_force = true;
                    Move {
                        strategy: BRUTE_FORCE,
                        tenths: se::base::NESTED,
                        placements: step.placements,
                        eliminations: step.eliminations,
                    }
                }
                None => return walk,
            },
        };
        for &e in &m.eliminations {
            board.eliminate(e);
        }
        for p in &m.placements {
            if board.value(p.cell) != Some(p.digit) && board.place(p.cell, p.digit).is_err() {
                return walk;
            }
        }
        walk.steps.push(SeStep {
            strategy: m.strategy,
            tenths: m.tenths,
        });
    }
    walk.solved = true;
    walk
}

/// The walk's own caches and memory of where strategies found nothing,
/// the solver's [`Memo`] (indexed by registry position): a strategy with a
/// quick test (`near`, `digit_near`) is searched again only where the board
/// changed in a way that could matter.
pub(super) struct Walker {
    caches: Caches,
    memo: Memo,
    /// Per digit: its candidate cells when it had no single-digit chain
    /// (short ones, and any).
    x_stuck: [[CellSet; 10]; 2],
}

impl Walker {
    fn new() -> Walker {
        Walker {
            caches: Caches::new(),
            memo: Memo::new(REGISTRY.len()),
            x_stuck: [[UNKNOWN; 10]; 2],
        }
    }

    /// The move a tier makes on `board`, if any.
    pub(super) fn tier(&mut self, tier: Tier, board: &Board) -> Option<Move> {
        match tier {
            Tier::HiddenSingle => direct::easiest_hidden_single(board).map(|(c, t)| {
                let id = if t == 10 {
                    FULL_HOUSE.id
                } else {
                    HIDDEN_SINGLE.id
                };
                Move::place(id, t, c)
            }),
            Tier::DirectLocking => direct::direct_locking(board).map(|(c, t)| {
                let id = if t == 17 {
                    DIRECT_POINTING
                } else {
                    DIRECT_CLAIMING
                };
                Move::place(id, t, c)
            }),
            Tier::DirectHidden(size) => direct::direct_hidden_set(board, size).map(|c| {
                let (id, t) = if size == 2 {
                    (DIRECT_HIDDEN_PAIR, 20)
                } else {
                    (DIRECT_HIDDEN_TRIPLE, 25)
                };
                Move::place(id, t, c)
            }),
            Tier::NakedSingle => {
                direct::naked_single(board).map(|c| Move::place(NAKED_SINGLE.id, 23, c))
            }
            Tier::First(ids) => ids.iter().find_map(|id| self.first_move(board, id)),
            Tier::Easiest(ids, cap) => {
                let moves: Vec<Move> = ids
                    .iter()
                    .filter_map(|id| self.first_move(board, id))
                    .collect();
                easiest(moves.into_iter().filter(|m| m.tenths <= cap))
            }
            Tier::ShortChains => {
                let mut moves = self.x_chains(board, SHORT_CHAIN_MAX, 0);
                for id in SHORT_CHAIN_STRATEGIES {
                    moves.extend(self.first_move(board, id));
                }
                easiest(moves.into_iter().filter(|m| m.tenths <= SHORT_CHAIN_MAX))
            }
            Tier::Wings(id) => self.se_wing(board, id),
            Tier::PairExclusion => self
                .first_move(board, SUE_DE_COQ.id)
                .filter(|m| m.tenths <= se::base::APE),
            Tier::Chains => {
                let sweeps: &mut Sweeps = self.caches.get();
                let mut chains = aic_chains(board, false, sweeps);
                chains.extend(continuous_loops(board, false, sweeps));
                chains.extend(discontinuous_loops(board, false, sweeps));
                // The loop finder keeps one loop per effect, maybe a mixed
                // one where a Y-Cycle (rated lower) gives the same.
                chains.extend(find_y_cycles(board));
                let mut moves: Vec<Move> =
                    chains.iter().filter_map(|c| chain_move(board, c)).collect();
                moves.extend(self.x_chains(board, Tenths::MAX, 1));
                easiest(moves.into_iter().filter(|m| m.tenths < se::base::MULTIPLE))
            }
            Tier::Grouped => {
                let sweeps: &mut Sweeps = self.caches.get();
                let mut chains = aic_chains(board, true, sweeps);
                chains.extend(continuous_loops(board, true, sweeps));
                chains.extend(discontinuous_loops(board, true, sweeps));
                let mut moves: Vec<Move> =
                    chains.iter().filter_map(|c| chain_move(board, c)).collect();
                moves.extend(self.first_move(board, NISHIO_FORCING_CHAIN.id));
                easiest(moves)
            }
            Tier::Forcing(contradiction, verity) => {
                let mut moves: Vec<Move> =
                    self.first_move(board, contradiction).into_iter().collect();
                // A verity is rated at least SE's multiple forcing chains.
                if moves.iter().all(|m| m.tenths > se::base::MULTIPLE) {
                    moves.extend(self.first_move(board, verity));
                }
                easiest(moves)
            }
            Tier::Anything => REGISTRY
                .iter()
                .filter(|s| left_out_by_default(s.id).is_none())
                .find_map(|s| self.first_move(board, s.id)),
        }
    }

    /// The first step of strategy `id` on `board`, remembering where it
    /// found nothing (as the solver does).
    fn first(&mut self, board: &Board, id: &str) -> Option<Step> {
        let i = REGISTRY.iter().position(|s| s.id == id)?;
        let info: &StrategyInfo = &REGISTRY[i];
        match (info.accel.first_on_digit, info.accel.near) {
            (Some(on_digit), _) => {
                self.memo
                    .first_on_digits(i, board, on_digit, info.accel.digit_near)
            }
            (None, Some(near)) => self.memo.first_near(i, board, info, near, &mut self.caches),
            _ => info.first_cached(board, &mut self.caches),
        }
    }

    /// [`Walker::first`] as a move.
    fn first_move(&mut self, board: &Board, id: &str) -> Option<Move> {
        let step = self.first(board, id)?;
        let strategy = REGISTRY.iter().find(|s| s.id == id)?.id;
        step_move(board, strategy, step)
    }

    /// The single-digit chains (x-chains, and grouped ones) rated at most
    /// `cap`, digit by digit; a digit whose candidates have not changed
    /// since it had none is skipped (`memo` picks one memory per cap).
    fn x_chains(&mut self, board: &Board, cap: Tenths, memo: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        for d in 1..=board.size() as u8 {
            let cells = board.digit_cells(d);
            if self.x_stuck[memo][d as usize] == cells {
                continue;
            }
            let before = moves.len();
            let alone = board.only_digit(d);
            let grouped = if memo == 0 {
                // Three strong links at most: five links.
                aic_chains_upto(&alone, true, 5, &mut Sweeps::default())
            } else {
                Vec::new()
            };
            for c in find_x_chains(&alone).iter().chain(&grouped) {
                moves.extend(chain_move(board, c).filter(|m| m.tenths <= cap));
            }
            if moves.len() == before {
                self.x_stuck[memo][d as usize] = cells;
            }
        }
        moves
    }

    /// The easiest productive wing of strategy `id` in SE's shape. When
    /// there is none, none can appear without a change near it.
    fn se_wing(&mut self, board: &Board, id: &str) -> Option<Move> {
        let i = REGISTRY.iter().position(|s| s.id == id)?;
        let info: &StrategyInfo = &REGISTRY[i];
        let search = |_: &mut Caches| {
            let moves = (info.find)(board).into_iter().filter_map(|step| {
                let shaped = step
                    .pattern::<Wing>()
                    .is_some_and(|w| se::se_wing_biggest(board, w).is_some());
                (shaped && step.makes_progress())
                    .then(|| step_move(board, info.id, step))
                    .flatten()
            });
            easiest(moves)
        };
        match info.accel.near {
            Some(near) => self
                .memo
                .near_gated(i, board, near, &mut self.caches, search),
            None => search(&mut self.caches),
        }
    }
}

/// A step as a move, rated.
fn step_move(board: &Board, strategy: &'static str, step: Step) -> Option<Move> {
    let tenths = se::step_tenths(board, &step)?;
    Some(Move {
        strategy,
        tenths,
        placements: step.placements,
        eliminations: step.eliminations,
    })
}

/// A chain's move, if it changes the board.
fn chain_move(board: &Board, chain: &Chain) -> Option<Move> {
    let eliminations = chain_eliminations(board, chain);
    let placements = chain_placements(board, chain);
    if eliminations.is_empty() && placements.is_empty() {
        return None;
    }
    Some(Move {
        strategy: chain.kind.id(),
        tenths: se::chain_tenths(board, chain),
        placements,
        eliminations,
    })
}

/// The lowest-rated move (the first of those, if several).
fn easiest(moves: impl IntoIterator<Item = Move>) -> Option<Move> {
    moves
        .into_iter()
        .fold(None, |best: Option<Move>, m| match best {
            Some(b) if b.tenths <= m.tenths => Some(b),
            _ => Some(m),
        })
}
