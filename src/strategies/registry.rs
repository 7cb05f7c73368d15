//! The registry: every strategy, easiest first, with its declaration (its
//! facts: id, name, family, ratings, see [`Decl`]) and the fast paths the
//! solver may use for it ([`Accel`]). It has no facts of its own.
//!
//! An entry reads as `entry!(family::file::DECLARATION, Type;)`: the
//! teaching file's [`Decl`] constant and the [`Strategy`] type, with after
//! the `;` the entry's fast paths, if any:
//! * `first`: `Type` implements [`FastFirst`];
//! * `first = path`: a function `fn(&Board) -> Option<Step>`, or with
//!   `first_cached = path` one that keeps caches: `fn(&Board, &mut Caches)
//!   -> Option<Step>`;
//! * `one_digit` / `one_digit_fast`: the pattern uses one digit only, so the
//!   solver may run it digit by digit (by `find`, or by `FastFirst`);
//! * `near = path`: the quick test for local patterns, `fn(&Board, CellSet)
//!   -> bool`, or with `near_cached = path` one that keeps caches
//!   ([`MayFireNear`]);
//! * `digit_near = path`: its per-digit form ([`DigitNear`]).
//!
//! Adding a strategy: see `docs/adding-a-strategy.md`.

use super::accel::{
    fast_first_step, fast_first_step_on_digit, first_step_on_digit, Accel, Caches, DigitNear,
};
use super::common::{
    effects_of, first_step_of, steps_of, steps_upto_of, Effects, Listing, Strategy,
};
use super::decl::{Decl, Family};
use super::*;
use crate::grid::Board;
use crate::step::Step;
use serde::Serialize;

/// A strategy's entry in the registry.
#[derive(Clone, Copy, Serialize)]
pub struct StrategyInfo {
    /// The strategy's facts, as its teaching file declares them.
    #[serde(skip)]
    pub decl: &'static Decl,
    /// Stable kebab-case id, e.g. `naked-pair` (the declaration's).
    pub id: &'static str,
    /// Display name, e.g. `Naked Pair` (the declaration's).
    pub name: &'static str,
    /// Family, e.g. `subsets` (the folder under `src/strategies/`).
    pub family: Family,
    /// Difficulty score: higher is harder, HoDoKu 2.2's default score
    /// (Full House 4, Hidden Single 14, Locked Candidates 50, Naked Pair
    /// 60, ...; the declaration's).
    pub difficulty: u32,
    /// What `find` lists: every instance, the productive ones, or up to N.
    pub listing: Listing,
    /// Every instance (see `listing`), as steps.
    #[serde(skip)]
    pub find: fn(&Board) -> Vec<Step>,
    /// At most this many instances, as steps: a capped search
    /// ([`Listing::UpTo`]) searches for that many, the others keep the
    /// first of `find`'s (`find --limit N`).
    #[serde(skip)]
    pub find_upto: fn(&Board, usize) -> Vec<Step>,
    /// What every instance proves, without building steps (no explanations,
    /// no highlights): the fast path for audits over many boards.
    #[serde(skip)]
    pub effects: fn(&Board) -> Vec<Effects>,
    /// The reference answer for the next step: the first productive
    /// instance in `find` order.
    #[serde(skip)]
    pub first_by_find: fn(&Board) -> Option<Step>,
    /// The fast paths (none for most strategies).
    #[serde(skip)]
    pub accel: Accel,
}

impl StrategyInfo {
    /// The first instance that changes the board, as a step (the fast path
    /// if the strategy has one, with caches of its own).
    pub fn first(&self, board: &Board) -> Option<Step> {
        self.first_cached(board, &mut Caches::new())
    }

    /// [`StrategyInfo::first`], with caches kept across calls.
    pub fn first_cached(&self, board: &Board, caches: &mut Caches) -> Option<Step> {
        match self.accel.first {
            Some(first) => first(board, caches),
            None => (self.first_by_find)(board),
        }
    }
}

impl std::fmt::Debug for StrategyInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "StrategyInfo({})", self.id)
    }
}

/// An entry's [`Accel`] record from its flags (see the module doc); the
/// steps its functions return carry the entry's display name.
macro_rules! accel {
    ($s:ty, $name:expr;) => { Accel::NONE };
    ($s:ty, $name:expr; first = $f:path $(, $($rest:tt)*)?) => {
        Accel {
            first: Some(|board, _| $f(board).map(|step| step.declared($name))),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:expr; first_cached = $f:path $(, $($rest:tt)*)?) => {
        Accel {
            first: Some(|board, caches| $f(board, caches).map(|step| step.declared($name))),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:expr; first $(, $($rest:tt)*)?) => {
        Accel {
            first: Some(|board, caches| {
                fast_first_step::<$s>(board, caches).map(|step| step.declared($name))
            }),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:expr; one_digit $(, $($rest:tt)*)?) => {
        Accel {
            first_on_digit: Some(|board, digit| {
                first_step_on_digit::<$s>(board, digit).map(|step| step.declared($name))
            }),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:expr; one_digit_fast $(, $($rest:tt)*)?) => {
        Accel {
            first_on_digit: Some(|board, digit| {
                fast_first_step_on_digit::<$s>(board, digit).map(|step| step.declared($name))
            }),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:expr; near = $f:path $(, $($rest:tt)*)?) => {
        Accel { near: Some(|board, changed, _| $f(board, changed)), ..accel!($s, $name; $($($rest)*)?) }
    };
    ($s:ty, $name:expr; near_cached = $f:path $(, $($rest:tt)*)?) => {
        Accel { near: Some($f as $crate::strategies::accel::MayFireNear), ..accel!($s, $name; $($($rest)*)?) }
    };
    ($s:ty, $name:expr; digit_near = $f:path $(, $($rest:tt)*)?) => {
        Accel { digit_near: Some($f as DigitNear), ..accel!($s, $name; $($($rest)*)?) }
    };
}

/// Every step in `steps`, as the declaration `decl` says it.
fn declared(steps: Vec<Step>, decl: &'static Decl) -> Vec<Step> {
    steps.into_iter().map(|step| step.declared(decl)).collect()
}

macro_rules! entry {
    ($decl:path, $s:ty $(; $($accel:tt)*)?) => {
        StrategyInfo {
            decl: &$decl,
            id: $decl.id,
            name: $decl.name,
            family: $decl.family,
            difficulty: $decl.difficulty,
            listing: <$s as Strategy>::LISTING,
            find: |board| declared(steps_of::<$s>(board), &$decl),
            find_upto: |board, limit| declared(steps_upto_of::<$s>(board, limit), &$decl),
            effects: effects_of::<$s>,
            first_by_find: |board| first_step_of::<$s>(board).map(|step| step.declared(&$decl)),
            accel: accel!($s, &$decl; $($($accel)*)?),
        }
    };
}

/// Every strategy, easiest first.
pub static REGISTRY: &[StrategyInfo] = &[
    entry!(singles::full_house::FULL_HOUSE, singles::full_house::FullHouses; first),
    entry!(singles::naked_single::NAKED_SINGLE, singles::naked_single::NakedSingles;
        first),
    entry!(singles::hidden_single::HIDDEN_SINGLE, singles::hidden_single::HiddenSingles;
        first),
    entry!(subsets::naked_subsets::LOCKED_PAIR, subsets::naked_subsets::LockedSubsets<2>;
        near = subsets::quick::locked_subsets_near::<2>),
    entry!(intersections::locked_candidates::LOCKED_CANDIDATES_POINTING, intersections::locked_candidates::Pointing;
        near = intersections::quick::pointing_near),
    entry!(intersections::locked_candidates::LOCKED_CANDIDATES_CLAIMING, intersections::locked_candidates::Claiming;
        near = intersections::quick::claiming_near),
    entry!(subsets::naked_subsets::LOCKED_TRIPLE, subsets::naked_subsets::LockedSubsets<3>;
        near = subsets::quick::locked_subsets_near::<3>),
    entry!(subsets::naked_subsets::NAKED_PAIR, subsets::naked_subsets::NakedSubsets<2>;
        near = subsets::quick::naked_subsets_near::<2>),
    entry!(subsets::hidden_subsets::HIDDEN_PAIR, subsets::hidden_subsets::HiddenSubsets<2>;
        near = subsets::quick::hidden_subsets_near::<2>),
    entry!(subsets::naked_subsets::NAKED_TRIPLE, subsets::naked_subsets::NakedSubsets<3>;
        near = subsets::quick::naked_subsets_near::<3>),
    entry!(subsets::hidden_subsets::HIDDEN_TRIPLE, subsets::hidden_subsets::HiddenSubsets<3>;
        near = subsets::quick::hidden_subsets_near::<3>),
    // Uniqueness: HoDoKu 2.2 default scores (Uniqueness Test 1-6, Hidden
    // Rectangle, Avoidable Rectangle 1-2 and BUG+1 all 100). Family
    // "uniqueness": the solver uses them only on puzzles known to have one
    // solution (see `solver::UniquenessPolicy`).
    entry!(uniqueness::unique_rectangles::UNIQUE_RECTANGLE_1, uniqueness::unique_rectangles::UniqueRectangles<1>;
        first_cached = uniqueness::quick::first_unique_rectangle::<1>, near_cached = uniqueness::quick::unique_rectangles_near::<1>),
    entry!(uniqueness::unique_rectangles::UNIQUE_RECTANGLE_2, uniqueness::unique_rectangles::UniqueRectangles<2>;
        first_cached = uniqueness::quick::first_unique_rectangle::<2>, near_cached = uniqueness::quick::unique_rectangles_near::<2>),
    entry!(uniqueness::unique_rectangles::UNIQUE_RECTANGLE_3, uniqueness::unique_rectangles::UniqueRectangles<3>;
        first_cached = uniqueness::quick::first_unique_rectangle::<3>, near_cached = uniqueness::quick::unique_rectangles_near::<3>),
    entry!(uniqueness::unique_rectangles::UNIQUE_RECTANGLE_4, uniqueness::unique_rectangles::UniqueRectangles<4>;
        first_cached = uniqueness::quick::first_unique_rectangle::<4>, near_cached = uniqueness::quick::unique_rectangles_near::<4>),
    entry!(uniqueness::unique_rectangles::UNIQUE_RECTANGLE_5, uniqueness::unique_rectangles::UniqueRectangles<5>;
        first_cached = uniqueness::quick::first_unique_rectangle::<5>, near_cached = uniqueness::quick::unique_rectangles_near::<5>),
    entry!(uniqueness::unique_rectangles::UNIQUE_RECTANGLE_6, uniqueness::unique_rectangles::UniqueRectangles<6>;
        first_cached = uniqueness::quick::first_unique_rectangle::<6>, near_cached = uniqueness::quick::unique_rectangles_near::<6>),
    entry!(uniqueness::hidden_rectangle::HIDDEN_RECTANGLE, uniqueness::hidden_rectangle::HiddenRectangles;
        first_cached = uniqueness::quick::first_hidden_rectangle, near_cached = uniqueness::quick::hidden_rectangles_near),
    entry!(uniqueness::avoidable_rectangles::AVOIDABLE_RECTANGLE_1, uniqueness::avoidable_rectangles::AvoidableRectangles<1>;
        near = uniqueness::quick::avoidable_rectangles_near::<1>),
    entry!(uniqueness::avoidable_rectangles::AVOIDABLE_RECTANGLE_2, uniqueness::avoidable_rectangles::AvoidableRectangles<2>;
        near = uniqueness::quick::avoidable_rectangles_near::<2>),
    // Not in HoDoKu: scored as the rectangles, after them (SE: 4.6-5.3).
    entry!(uniqueness::unique_loops::UNIQUE_LOOP, uniqueness::unique_loops::UniqueLoops;),
    entry!(uniqueness::bug::BUG_PLUS_1, uniqueness::bug::BugPlusOnes;),
    // Chains (see `chains`): HoDoKu 2.2 default score for Remote Pair (110).
    entry!(chains::remote_pair::REMOTE_PAIR, chains::remote_pair::RemotePairs;),
    entry!(subsets::naked_subsets::NAKED_QUAD, subsets::naked_subsets::NakedSubsets<4>;
        near = subsets::quick::naked_subsets_near::<4>),
    // Single-digit patterns and coloring: HoDoKu 2.2 default scores (Turbot
    // Fish 120, Empty Rectangle 120, Skyscraper 130, 2-String Kite 150, Simple
    // Colors 150, Multi-Colors 200); the dual patterns are given their base
    // pattern's score.
    entry!(single_digit::turbot_fish::TURBOT_FISH, single_digit::TurbotFishes;
        one_digit),
    entry!(single_digit::empty_rectangle::EMPTY_RECTANGLE, single_digit::empty_rectangle::EmptyRectangles;
        one_digit),
    entry!(single_digit::empty_rectangle::DUAL_EMPTY_RECTANGLE, single_digit::empty_rectangle::DualEmptyRectangles;),
    // Fish: HoDoKu 2.2 default scores (Finned X-Wing 130, X-Wing 140, ...).
    entry!(fish::by_kind::FINNED_X_WING, fish::FinnedXWing;
        one_digit, digit_near = fish::FinnedXWing::may_fire_on_digit_near),
    entry!(fish::siamese::SIAMESE_FINNED_X_WING, fish::siamese::SiameseFinnedXWing;),
    entry!(single_digit::skyscraper::SKYSCRAPER, single_digit::Skyscrapers; one_digit),
    entry!(fish::x_wing::X_WING, fish::XWing;
        one_digit, digit_near = fish::XWing::may_fire_on_digit_near),
    entry!(subsets::hidden_subsets::HIDDEN_QUAD, subsets::hidden_subsets::HiddenSubsets<4>;
        near = subsets::quick::hidden_subsets_near::<4>),
    entry!(fish::by_kind::SWORDFISH, fish::Swordfish;
        one_digit, digit_near = fish::Swordfish::may_fire_on_digit_near),
    entry!(fish::by_kind::SASHIMI_X_WING, fish::SashimiXWing;
        one_digit, digit_near = fish::SashimiXWing::may_fire_on_digit_near),
    entry!(fish::siamese::SIAMESE_SASHIMI_X_WING, fish::siamese::SiameseSashimiXWing;),
    entry!(single_digit::two_string_kite::TWO_STRING_KITE, single_digit::TwoStringKites;
        one_digit),
    entry!(single_digit::two_string_kite::DUAL_TWO_STRING_KITE, single_digit::DualTwoStringKites;),
    entry!(coloring::simple_colors::SIMPLE_COLORS_TRAP, coloring::SimpleColorsTraps;
        first, one_digit_fast),
    entry!(coloring::simple_colors::SIMPLE_COLORS_WRAP, coloring::SimpleColorsWraps;
        first, one_digit_fast),
    // Wings: HoDoKu 2.2 default scores (W-Wing 150, XY-Wing 160, XYZ-Wing 180);
    // WXYZ- and VWXYZ-Wing are not rated by HoDoKu: 200 and 240 put them above XYZ.
    entry!(wings::w_wing::W_WING, wings::w_wing::WWings;),
    entry!(fish::by_kind::JELLYFISH, fish::Jellyfish;
        one_digit, digit_near = fish::Jellyfish::may_fire_on_digit_near),
    entry!(wings::named::XY_WING, wings::XyWings; near = wings::quick::wing3_near),
    entry!(wings::named::XYZ_WING, wings::XyzWings; near = wings::quick::wing3_near),
    entry!(fish::by_kind::FINNED_SWORDFISH, fish::FinnedSwordfish;
        one_digit, digit_near = fish::FinnedSwordfish::may_fire_on_digit_near),
    entry!(fish::siamese::SIAMESE_FINNED_SWORDFISH, fish::siamese::SiameseFinnedSwordfish;),
    entry!(wings::named::WXYZ_WING, wings::WxyzWings;
        near = wings::quick::wing4_near),
    // The user's study, one WXYZ-Wing shape (the worked example of
    // docs/adding-a-strategy.md). Every instance is a WXYZ-Wing just above
    // removing at least as much, so the default solvers leave it out
    // (its declaration's `left_out`); no fast path for the same reason.
    entry!(wings::wxyz_wing_3222::WXYZ_WING_3222, wings::WxyzWings3222;),
    // The template of docs/adding-a-strategy.md, registered in test builds as
    // the guide says, so a test can check that every catalogue and the
    // ratings know it (`the_template_is_known_everywhere`).
    #[cfg(test)]
    entry!(wings::template::FOO, wings::template::Foos;),
    entry!(coloring::multi_colors::MULTI_COLORS_1, coloring::MultiColors1;
        first, one_digit_fast),
    entry!(coloring::multi_colors::MULTI_COLORS_2, coloring::MultiColors2;
        first, one_digit_fast),
    entry!(fish::by_kind::SASHIMI_SWORDFISH, fish::SashimiSwordfish;
        one_digit, digit_near = fish::SashimiSwordfish::may_fire_on_digit_near),
    entry!(fish::siamese::SIAMESE_SASHIMI_SWORDFISH, fish::siamese::SiameseSashimiSwordfish;),
    entry!(wings::named::VWXYZ_WING, wings::VwxyzWings;
        near = wings::quick::wing5_near),
    entry!(fish::by_kind::FINNED_JELLYFISH, fish::FinnedJellyfish;
        one_digit, digit_near = fish::FinnedJellyfish::may_fire_on_digit_near),
    entry!(fish::siamese::SIAMESE_FINNED_JELLYFISH, fish::siamese::SiameseFinnedJellyfish;),
    // Sue de Coq (see `sue_de_coq`): HoDoKu 2.2 default score 250.
    entry!(als::sue_de_coq::SUE_DE_COQ, als::sue_de_coq::SueDeCoqs;
        near = als::quick::sue_de_coq_near),
    // Aligned Pair and Triple Exclusion (see `subsets::aligned_exclusion`): not a HoDoKu
    // technique; scored as the Sue de Coq it resembles. Not in the default
    // solvers (its declaration's `left_out`).
    entry!(subsets::aligned_exclusion::ALIGNED_PAIR_EXCLUSION, subsets::aligned_exclusion::AlignedPairExclusions; first,
        near = subsets::quick::aligned_exclusions_near::<2>),
    entry!(subsets::aligned_exclusion::ALIGNED_TRIPLE_EXCLUSION, subsets::aligned_exclusion::AlignedTripleExclusions; first,
        near = subsets::quick::aligned_exclusions_near::<3>),
    entry!(fish::by_kind::SASHIMI_JELLYFISH, fish::SashimiJellyfish;
        one_digit, digit_near = fish::SashimiJellyfish::may_fire_on_digit_near),
    entry!(fish::siamese::SIAMESE_SASHIMI_JELLYFISH, fish::siamese::SiameseSashimiJellyfish;),
    // Chains and loops (see `chains`): HoDoKu 2.2 default scores (X-Chain
    // 260, XY-Chain 260, Nice Loop/AIC 280, Grouped Nice Loop/AIC 300).
    // Continuous loops come first: every elimination of a loop is also an
    // AIC's, and the loop shows the bigger picture. The AIC and loop entries
    // share one search per board, kept in the solver's caches.
    entry!(chains::x_chain::X_CHAIN, chains::x_chain::XChains; one_digit),
    entry!(chains::xy_chain::XY_CHAIN, chains::xy_chain::XyChains;),
    entry!(chains::nice_loops::CONTINUOUS_NICE_LOOP, chains::nice_loops::ContinuousNiceLoops;
        first_cached = chains::first_steps::first_continuous_loop),
    entry!(chains::aic::AIC, chains::aic::Aics; first_cached = chains::first_steps::first_aic),
    entry!(chains::nice_loops::DISCONTINUOUS_NICE_LOOP, chains::nice_loops::DiscontinuousNiceLoops;
        first_cached = chains::first_steps::first_discontinuous_loop),
    entry!(chains::nice_loops::GROUPED_CONTINUOUS_NICE_LOOP, chains::nice_loops::GroupedContinuousNiceLoops;
        first_cached = chains::first_steps::first_grouped_continuous_loop),
    entry!(chains::aic::GROUPED_AIC, chains::aic::GroupedAics;
        first_cached = chains::first_steps::first_grouped_aic),
    entry!(chains::nice_loops::GROUPED_DISCONTINUOUS_NICE_LOOP, chains::nice_loops::GroupedDiscontinuousNiceLoops;
        first_cached = chains::first_steps::first_grouped_discontinuous_loop),
    // The grouped chains with ALS nodes (HoDoKu scores them as grouped
    // chains, 300); their own search (`chains::als_nodes`), out of the
    // default solvers (its declaration's `left_out`).
    entry!(chains::als_nodes::GROUPED_CONTINUOUS_NICE_LOOP_ALS, chains::als_nodes::AlsContinuousNiceLoops;),
    entry!(chains::als_nodes::GROUPED_AIC_ALS, chains::als_nodes::AlsAics;),
    entry!(chains::als_nodes::GROUPED_DISCONTINUOUS_NICE_LOOP_ALS, chains::als_nodes::AlsDiscontinuousNiceLoops;),
    // Almost Locked Sets (see `als`): HoDoKu 2.2 default scores (ALS-XZ 300,
    // ALS-XY-Wing 320, ALS-Chain 340, Death Blossom 360). ALS-Chain has no
    // `near` test: its search is not "every chain" (see `als::quick`).
    entry!(als::xz::ALS_XZ, als::xz::AlsXzs;
        first, near_cached = als::quick::als_xz_near),
    // Franken and mutant fish (see `fish::complex`) and their siamese pairs:
    // HoDoKu 2.2 default scores (Franken X-Wing 300, Swordfish 350,
    // Jellyfish 370; Finned Franken 390, 410, 430; Mutant 450; Finned Mutant
    // 470); a siamese pair has its halves' score; among the ALS entries by
    // score. Not in the default solvers (their declarations' `left_out`:
    // milliseconds per position). No fast paths: `find` is the search.
    entry!(fish::by_kind::FRANKEN_X_WING, fish::FrankenXWing;),
    entry!(als::xy_wing::ALS_XY_WING, als::xy_wing::AlsXyWings;
        first, near_cached = als::quick::als_xy_wing_near),
    entry!(als::chain::ALS_CHAIN, als::chain::AlsChains; first),
    entry!(fish::by_kind::FRANKEN_SWORDFISH, fish::FrankenSwordfish;),
    entry!(als::death_blossom::DEATH_BLOSSOM, als::death_blossom::DeathBlossoms;
        first, near_cached = als::quick::death_blossom_near),
    entry!(fish::by_kind::FRANKEN_JELLYFISH, fish::FrankenJellyfish;),
    entry!(fish::by_kind::FINNED_FRANKEN_X_WING, fish::FinnedFrankenXWing;),
    entry!(fish::siamese::SIAMESE_FINNED_FRANKEN_X_WING, fish::siamese::SiameseFinnedFrankenXWing;),
    entry!(fish::by_kind::FINNED_FRANKEN_SWORDFISH, fish::FinnedFrankenSwordfish;),
    entry!(fish::siamese::SIAMESE_FINNED_FRANKEN_SWORDFISH, fish::siamese::SiameseFinnedFrankenSwordfish;),
    entry!(fish::by_kind::FINNED_FRANKEN_JELLYFISH, fish::FinnedFrankenJellyfish;),
    entry!(fish::siamese::SIAMESE_FINNED_FRANKEN_JELLYFISH, fish::siamese::SiameseFinnedFrankenJellyfish;),
    entry!(fish::by_kind::MUTANT_X_WING, fish::MutantXWing;),
    entry!(fish::by_kind::MUTANT_SWORDFISH, fish::MutantSwordfish;),
    entry!(fish::by_kind::MUTANT_JELLYFISH, fish::MutantJellyfish;),
    entry!(fish::by_kind::FINNED_MUTANT_X_WING, fish::FinnedMutantXWing;),
    entry!(fish::siamese::SIAMESE_FINNED_MUTANT_X_WING, fish::siamese::SiameseFinnedMutantXWing;),
    entry!(fish::by_kind::FINNED_MUTANT_SWORDFISH, fish::FinnedMutantSwordfish;),
    entry!(fish::siamese::SIAMESE_FINNED_MUTANT_SWORDFISH, fish::siamese::SiameseFinnedMutantSwordfish;),
    entry!(fish::by_kind::FINNED_MUTANT_JELLYFISH, fish::FinnedMutantJellyfish;),
    entry!(fish::siamese::SIAMESE_FINNED_MUTANT_JELLYFISH, fish::siamese::SiameseFinnedMutantJellyfish;),
    entry!(fish::by_kind::FINNED_MUTANT_SQUIRMBAG, fish::FinnedMutantSquirmbag;),
    entry!(fish::by_kind::FINNED_MUTANT_WHALE, fish::FinnedMutantWhale;),
    // Forcing chains and nets (see `forcing`): HoDoKu 2.2 default scores
    // (Forcing Chain 500, Forcing Net 700). `find` lists up to 20 ranked
    // patterns; the solver's step is its own (`forcing::search`): it stops
    // at the first premise or set of cases that proves something instead of
    // ranking, so it may differ from `find`'s first. Contradiction and
    // verity share one search per board and mode in the solver's `Caches`.
    // Nishio forcing chains (see `forcing::nishio`): Sudoku Explainer's
    // contradiction on one digit; not a HoDoKu technique: scored as the
    // forcing chain it is (500), tried before the chains on every digit.
    entry!(forcing::nishio::NISHIO_FORCING_CHAIN, forcing::NishioForcingChains;
        first_cached = forcing::nishio_search::first_contradiction),
    // Kraken fish (see `fish::kraken`): HoDoKu 2.2 default score 500 (level
    // extreme), before its forcing chains (HoDoKu's order 8450 < 8500). Not
    // in the default solvers (its declaration's `left_out`).
    entry!(fish::kraken::KRAKEN_X_WING, fish::KrakenXWing;),
    entry!(fish::kraken::KRAKEN_SWORDFISH, fish::KrakenSwordfish;),
    entry!(fish::kraken::KRAKEN_JELLYFISH, fish::KrakenJellyfish;),
    entry!(forcing::FORCING_CHAIN_CONTRADICTION, forcing::ForcingChainContradictions;
        first_cached = forcing::search::first_chain_contradiction),
    entry!(forcing::FORCING_CHAIN_VERITY, forcing::ForcingChainVerities;
        first_cached = forcing::search::first_chain_verity),
    entry!(forcing::FORCING_NET_CONTRADICTION, forcing::ForcingNetContradictions;
        first_cached = forcing::search::first_net_contradiction),
    entry!(forcing::FORCING_NET_VERITY, forcing::ForcingNetVerities;
        first_cached = forcing::search::first_net_verity),
    // Nested forcing nets (see `forcing::nested`), inner chains then inner
    // nets: the last logic before
    // brute force, only where everything above is stuck. Not a HoDoKu
    // technique: scored above forcing nets and below brute force.
    entry!(forcing::nested::NESTED_FORCING_CHAIN_CONTRADICTION, forcing::NestedForcingChainContradictions;
        first_cached = forcing::nested_search::first_chain_contradiction),
    entry!(forcing::nested::NESTED_FORCING_NET_CONTRADICTION, forcing::NestedForcingNetContradictions;
        first_cached = forcing::nested_search::first_contradiction),
    // Templates (see `last_resort::templates`): HoDoKu 2.2 default score
    // 10000 (its last resort). Not in the default solvers
    // (its declaration's `left_out`).
    entry!(last_resort::templates::TEMPLATE_SET, last_resort::TemplateSets;),
    entry!(last_resort::templates::TEMPLATE_DELETE, last_resort::TemplateDeletes;),
    // Not logic: the last resort, named as such (see the module).
    entry!(last_resort::brute_force::BRUTE_FORCE, last_resort::brute_force::BruteForceStep;),
];

/// The registry entry with this id.
pub fn by_id(id: &str) -> Option<&'static StrategyInfo> {
    REGISTRY.iter().find(|s| s.id == id)
}

/// Every strategy id, easiest first.
pub fn ids() -> Vec<&'static str> {
    REGISTRY.iter().map(|s| s.id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_is_sorted_and_unique() {
        for w in REGISTRY.windows(2) {
            assert!(
                w[0].difficulty <= w[1].difficulty,
                "{} before {}",
                w[0].id,
                w[1].id
            );
        }
        let mut ids = ids();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), REGISTRY.len());
        assert!(by_id("naked-pair").is_some());
        assert!(by_id("no-such").is_none());
    }

    /// `find_upto` at a capped search's own cap is `find`; a smaller limit
    /// gives at most that many, a larger one at least as many. On the
    /// positions after the singles of puzzles/als-examples.txt (five hard
    /// top1465 puzzles), where the caps are reached.
    #[test]
    fn a_search_looks_as_far_as_its_limit() {
        let boards: Vec<Board> = include_str!("../../puzzles/als-examples.txt")
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .filter(|p| p.len() == 81)
            .map(crate::test_util::after_singles)
            .collect();
        assert_eq!(boards.len(), 5);
        let mut reached = 0;
        for info in REGISTRY {
            let Listing::UpTo(cap) = info.listing else {
                continue;
            };
            if info.family == Family::LastResort {
                continue;
            }
            for b in &boards {
                let all = (info.find)(b);
                let same = (info.find_upto)(b, cap);
                let key = |s: &Step| (s.eliminations.clone(), s.placements.clone());
                let keys = |v: &[Step]| v.iter().map(key).collect::<Vec<_>>();
                assert_eq!(keys(&same), keys(&all), "{}", info.id);
                assert!((info.find_upto)(b, 3).len() <= 3, "{}", info.id);
                if all.len() == cap {
                    reached += 1;
                    assert!((info.find_upto)(b, cap + 5).len() >= cap, "{}", info.id);
                }
            }
        }
        assert!(reached > 0);
    }

    /// The template of docs/adding-a-strategy.md, registered in test builds
    /// as the guide says: the registry, every language and both ratings
    /// know it, from its declaration alone (besides the Japanese name and
    /// explanation, the places the guide lists).
    #[test]
    fn the_template_is_known_everywhere() {
        use crate::lang::Lang;
        use crate::rating::{hodoku, se};
        use crate::test_util::after_singles;
        let info = by_id("foo").expect("the template is registered in test builds");
        assert_eq!(
            (info.name, info.family, info.difficulty),
            ("Foo", Family::Wings, 200)
        );
        // Sudoku Exchange bank, sx_medium puzzle 10 (the template's own test
        // board): every bivalue cell is a Foo.
        let b = after_singles(
            "1....957.798.4....6....2....12.....8.........5.....32....3....5....7.416.612....3",
        );
        let steps = (info.find)(&b);
        assert!(!steps.is_empty());
        let step = &steps[0];
        assert_eq!((step.strategy, step.name), ("foo", "Foo"));
        for lang in Lang::ALL {
            assert!(
                crate::lang::strategy_name("foo", lang).is_some(),
                "the template has no name in {lang}"
            );
            let text = step.explain(lang);
            assert!(
                !text.contains("まだ日本語にありません"),
                "the template has no explanation in {lang}: {text}"
            );
        }
        assert_eq!(se::step_tenths(&b, step), Some(56));
        assert_eq!(hodoku::technique_level("foo"), hodoku::Level::Hard);
        assert_eq!(hodoku::step_score("foo"), 200);
    }
}
