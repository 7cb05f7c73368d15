//! The registry: every strategy with its id, name, family and difficulty,
//! easiest first, and the fast paths the solver may use for it ([`Accel`]).
//!
//! An entry reads as `entry!(id, name, family, difficulty, Type;)`, with
//! after the `;` the entry's fast paths, if any:
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
use super::common::{effects_of, first_step_of, steps_of, Effects, Listing, Strategy};
use super::*;
use crate::grid::Board;
use crate::step::Step;
use serde::Serialize;

/// A strategy's entry in the registry.
#[derive(Clone, Copy, Serialize)]
pub struct StrategyInfo {
    /// Stable kebab-case id, e.g. `naked-pair`.
    pub id: &'static str,
    /// Display name, e.g. `Naked Pair`.
    pub name: &'static str,
    /// Family, e.g. `subsets` (the folder under `src/strategies/`).
    pub family: &'static str,
    /// Difficulty score: higher is harder. The scores follow HoDoKu 2.2's
    /// default step ratings (Full House 4, Hidden Single 14, Locked
    /// Candidates 50, Naked Pair 60, ...).
    pub difficulty: u32,
    /// What `find` lists: every instance, the productive ones, or up to N.
    pub listing: Listing,
    /// Every instance (see `listing`), as steps.
    #[serde(skip)]
    pub find: fn(&Board) -> Vec<Step>,
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
    ($s:ty, $name:literal;) => { Accel::NONE };
    ($s:ty, $name:literal; first = $f:path $(, $($rest:tt)*)?) => {
        Accel {
            first: Some(|board, _| $f(board).map(|step| step.named($name))),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:literal; first_cached = $f:path $(, $($rest:tt)*)?) => {
        Accel {
            first: Some(|board, caches| $f(board, caches).map(|step| step.named($name))),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:literal; first $(, $($rest:tt)*)?) => {
        Accel {
            first: Some(|board, caches| {
                fast_first_step::<$s>(board, caches).map(|step| step.named($name))
            }),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:literal; one_digit $(, $($rest:tt)*)?) => {
        Accel {
            first_on_digit: Some(|board, digit| {
                first_step_on_digit::<$s>(board, digit).map(|step| step.named($name))
            }),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:literal; one_digit_fast $(, $($rest:tt)*)?) => {
        Accel {
            first_on_digit: Some(|board, digit| {
                fast_first_step_on_digit::<$s>(board, digit).map(|step| step.named($name))
            }),
            ..accel!($s, $name; $($($rest)*)?)
        }
    };
    ($s:ty, $name:literal; near = $f:path $(, $($rest:tt)*)?) => {
        Accel { near: Some(|board, changed, _| $f(board, changed)), ..accel!($s, $name; $($($rest)*)?) }
    };
    ($s:ty, $name:literal; near_cached = $f:path $(, $($rest:tt)*)?) => {
        Accel { near: Some($f as $crate::strategies::accel::MayFireNear), ..accel!($s, $name; $($($rest)*)?) }
    };
    ($s:ty, $name:literal; digit_near = $f:path $(, $($rest:tt)*)?) => {
        Accel { digit_near: Some($f as DigitNear), ..accel!($s, $name; $($($rest)*)?) }
    };
}

/// Every step in `steps`, under the display name `name`.
fn named(mut steps: Vec<Step>, name: &'static str) -> Vec<Step> {
    for step in &mut steps {
        step.name = name;
    }
    steps
}

macro_rules! entry {
    ($id:literal, $name:literal, $family:literal, $difficulty:literal, $s:ty $(; $($accel:tt)*)?) => {
        StrategyInfo {
            id: $id,
            name: $name,
            family: $family,
            difficulty: $difficulty,
            listing: <$s as Strategy>::LISTING,
            find: |board| named(steps_of::<$s>(board), $name),
            effects: effects_of::<$s>,
            first_by_find: |board| first_step_of::<$s>(board).map(|step| step.named($name)),
            accel: accel!($s, $name; $($($accel)*)?),
        }
    };
}

/// Every strategy, easiest first.
pub static REGISTRY: &[StrategyInfo] = &[
    entry!("full-house", "Full House", "singles", 4, singles::full_house::FullHouses; first),
    entry!("naked-single", "Naked Single", "singles", 4, singles::naked_single::NakedSingles;
        first),
    entry!("hidden-single", "Hidden Single", "singles", 14, singles::hidden_single::HiddenSingles;
        first),
    entry!("locked-pair", "Locked Pair", "intersections", 40, subsets::naked_subsets::LockedSubsets<2>;
        near = subsets::quick::locked_subsets_near::<2>),
    entry!("locked-candidates-pointing", "Locked Candidates Type 1 (Pointing)", "intersections", 50, intersections::locked_candidates::Pointing;
        near = intersections::quick::pointing_near),
    entry!("locked-candidates-claiming", "Locked Candidates Type 2 (Claiming)", "intersections", 50, intersections::locked_candidates::Claiming;
        near = intersections::quick::claiming_near),
    entry!("locked-triple", "Locked Triple", "intersections", 60, subsets::naked_subsets::LockedSubsets<3>;
        near = subsets::quick::locked_subsets_near::<3>),
    entry!("naked-pair", "Naked Pair", "subsets", 60, subsets::naked_subsets::NakedSubsets<2>;
        near = subsets::quick::naked_subsets_near::<2>),
    entry!("hidden-pair", "Hidden Pair", "subsets", 70, subsets::hidden_subsets::HiddenSubsets<2>;
        near = subsets::quick::hidden_subsets_near::<2>),
    entry!("naked-triple", "Naked Triple", "subsets", 80, subsets::naked_subsets::NakedSubsets<3>;
        near = subsets::quick::naked_subsets_near::<3>),
    entry!("hidden-triple", "Hidden Triple", "subsets", 100, subsets::hidden_subsets::HiddenSubsets<3>;
        near = subsets::quick::hidden_subsets_near::<3>),
    // Uniqueness: HoDoKu 2.2 default scores (Uniqueness Test 1-6, Hidden
    // Rectangle, Avoidable Rectangle 1-2 and BUG+1 all 100). Family
    // "uniqueness": the solver uses them only on puzzles known to have one
    // solution (see `solver::UniquenessPolicy`).
    entry!("unique-rectangle-1", "Unique Rectangle Type 1", "uniqueness", 100, uniqueness::unique_rectangles::UniqueRectangles<1>;
        first_cached = uniqueness::quick::first_unique_rectangle::<1>, near_cached = uniqueness::quick::unique_rectangles_near::<1>),
    entry!("unique-rectangle-2", "Unique Rectangle Type 2", "uniqueness", 100, uniqueness::unique_rectangles::UniqueRectangles<2>;
        first_cached = uniqueness::quick::first_unique_rectangle::<2>, near_cached = uniqueness::quick::unique_rectangles_near::<2>),
    entry!("unique-rectangle-3", "Unique Rectangle Type 3", "uniqueness", 100, uniqueness::unique_rectangles::UniqueRectangles<3>;
        first_cached = uniqueness::quick::first_unique_rectangle::<3>, near_cached = uniqueness::quick::unique_rectangles_near::<3>),
    entry!("unique-rectangle-4", "Unique Rectangle Type 4", "uniqueness", 100, uniqueness::unique_rectangles::UniqueRectangles<4>;
        first_cached = uniqueness::quick::first_unique_rectangle::<4>, near_cached = uniqueness::quick::unique_rectangles_near::<4>),
    entry!("unique-rectangle-5", "Unique Rectangle Type 5", "uniqueness", 100, uniqueness::unique_rectangles::UniqueRectangles<5>;
        first_cached = uniqueness::quick::first_unique_rectangle::<5>, near_cached = uniqueness::quick::unique_rectangles_near::<5>),
    entry!("unique-rectangle-6", "Unique Rectangle Type 6", "uniqueness", 100, uniqueness::unique_rectangles::UniqueRectangles<6>;
        first_cached = uniqueness::quick::first_unique_rectangle::<6>, near_cached = uniqueness::quick::unique_rectangles_near::<6>),
    entry!("hidden-rectangle", "Hidden Rectangle", "uniqueness", 100, uniqueness::hidden_rectangle::HiddenRectangles;
        first_cached = uniqueness::quick::first_hidden_rectangle, near_cached = uniqueness::quick::hidden_rectangles_near),
    entry!("avoidable-rectangle-1", "Avoidable Rectangle Type 1", "uniqueness", 100, uniqueness::avoidable_rectangles::AvoidableRectangles<1>;
        near = uniqueness::quick::avoidable_rectangles_near::<1>),
    entry!("avoidable-rectangle-2", "Avoidable Rectangle Type 2", "uniqueness", 100, uniqueness::avoidable_rectangles::AvoidableRectangles<2>;
        near = uniqueness::quick::avoidable_rectangles_near::<2>),
    entry!("bug-plus-1", "BUG+1", "uniqueness", 100, uniqueness::bug::BugPlusOnes;),
    // Chains (see `chains`): HoDoKu 2.2 default score for Remote Pair (110).
    entry!("remote-pair", "Remote Pair", "chains", 110, chains::remote_pair::RemotePairs;),
    entry!("naked-quad", "Naked Quadruple", "subsets", 120, subsets::naked_subsets::NakedSubsets<4>;
        near = subsets::quick::naked_subsets_near::<4>),
    // Single-digit patterns and coloring: HoDoKu 2.2 default scores (Turbot
    // Fish 120, Empty Rectangle 120, Skyscraper 130, 2-String Kite 150, Simple
    // Colors 150, Multi-Colors 200); the dual patterns are given their base
    // pattern's score.
    entry!("turbot-fish", "Turbot Fish", "single-digit", 120, single_digit::TurbotFishes;
        one_digit),
    entry!("empty-rectangle", "Empty Rectangle", "single-digit", 120, single_digit::empty_rectangle::EmptyRectangles;
        one_digit),
    entry!("dual-empty-rectangle", "Dual Empty Rectangle", "single-digit", 120, single_digit::empty_rectangle::DualEmptyRectangles;),
    // Fish: HoDoKu 2.2 default scores (Finned X-Wing 130, X-Wing 140, ...).
    entry!("finned-x-wing", "Finned X-Wing", "fish", 130, fish::FinnedXWing;
        one_digit, digit_near = fish::FinnedXWing::may_fire_on_digit_near),
    entry!("siamese-finned-x-wing", "Siamese Finned X-Wing", "fish", 130, fish::siamese::SiameseFinnedXWing;),
    entry!("skyscraper", "Skyscraper", "single-digit", 130, single_digit::Skyscrapers; one_digit),
    entry!("x-wing", "X-Wing", "fish", 140, fish::XWing;
        one_digit, digit_near = fish::XWing::may_fire_on_digit_near),
    entry!("hidden-quad", "Hidden Quadruple", "subsets", 150, subsets::hidden_subsets::HiddenSubsets<4>;
        near = subsets::quick::hidden_subsets_near::<4>),
    entry!("swordfish", "Swordfish", "fish", 150, fish::Swordfish;
        one_digit, digit_near = fish::Swordfish::may_fire_on_digit_near),
    entry!("sashimi-x-wing", "Sashimi X-Wing", "fish", 150, fish::SashimiXWing;
        one_digit, digit_near = fish::SashimiXWing::may_fire_on_digit_near),
    entry!("siamese-sashimi-x-wing", "Siamese Sashimi X-Wing", "fish", 150, fish::siamese::SiameseSashimiXWing;),
    entry!("two-string-kite", "2-String Kite", "single-digit", 150, single_digit::TwoStringKites;
        one_digit),
    entry!("dual-two-string-kite", "Dual 2-String Kite", "single-digit", 150, single_digit::DualTwoStringKites;),
    entry!("simple-colors-trap", "Simple Colors Trap", "coloring", 150, coloring::SimpleColorsTraps;
        first, one_digit_fast),
    entry!("simple-colors-wrap", "Simple Colors Wrap", "coloring", 150, coloring::SimpleColorsWraps;
        first, one_digit_fast),
    // Wings: HoDoKu 2.2 default scores (W-Wing 150, XY-Wing 160, XYZ-Wing 180);
    // WXYZ- and VWXYZ-Wing are not rated by HoDoKu: 200 and 240 put them above XYZ.
    entry!("w-wing", "W-Wing", "wings", 150, wings::w_wing::WWings;),
    entry!("jellyfish", "Jellyfish", "fish", 160, fish::Jellyfish;
        one_digit, digit_near = fish::Jellyfish::may_fire_on_digit_near),
    entry!("xy-wing", "XY-Wing", "wings", 160, wings::XyWings; near = wings::quick::wing3_near),
    entry!("xyz-wing", "XYZ-Wing", "wings", 180, wings::XyzWings; near = wings::quick::wing3_near),
    entry!("finned-swordfish", "Finned Swordfish", "fish", 200, fish::FinnedSwordfish;
        one_digit, digit_near = fish::FinnedSwordfish::may_fire_on_digit_near),
    entry!("siamese-finned-swordfish", "Siamese Finned Swordfish", "fish", 200, fish::siamese::SiameseFinnedSwordfish;),
    entry!("wxyz-wing", "WXYZ-Wing", "wings", 200, wings::WxyzWings;
        near = wings::quick::wing4_near),
    // The user's study, one WXYZ-Wing shape (the worked example of
    // docs/adding-a-strategy.md). Every instance is a WXYZ-Wing just above
    // removing at least as much, so the default solvers leave it out
    // (`solver::SUBSUMED`); no fast path for the same reason.
    entry!("wxyz-wing-3222", "WXYZ-Wing 3222", "wings", 200, wings::WxyzWings3222;),
    entry!("multi-colors-1", "Multi-Colors 1", "coloring", 200, coloring::MultiColors1;
        first, one_digit_fast),
    entry!("multi-colors-2", "Multi-Colors 2", "coloring", 200, coloring::MultiColors2;
        first, one_digit_fast),
    entry!("sashimi-swordfish", "Sashimi Swordfish", "fish", 240, fish::SashimiSwordfish;
        one_digit, digit_near = fish::SashimiSwordfish::may_fire_on_digit_near),
    entry!("siamese-sashimi-swordfish", "Siamese Sashimi Swordfish", "fish", 240, fish::siamese::SiameseSashimiSwordfish;),
    entry!("vwxyz-wing", "VWXYZ-Wing", "wings", 240, wings::VwxyzWings;
        near = wings::quick::wing5_near),
    entry!("finned-jellyfish", "Finned Jellyfish", "fish", 250, fish::FinnedJellyfish;
        one_digit, digit_near = fish::FinnedJellyfish::may_fire_on_digit_near),
    entry!("siamese-finned-jellyfish", "Siamese Finned Jellyfish", "fish", 250, fish::siamese::SiameseFinnedJellyfish;),
    // Sue de Coq (see `sue_de_coq`): HoDoKu 2.2 default score 250.
    entry!("sue-de-coq", "Sue de Coq", "als", 250, als::sue_de_coq::SueDeCoqs;
        near = als::quick::sue_de_coq_near),
    // Aligned Pair Exclusion (see `subsets::aligned_pair`): not a HoDoKu
    // technique; scored as the Sue de Coq it resembles. Not in the default
    // solvers (`solver::OUT_OF_DEFAULT`).
    entry!("aligned-pair-exclusion", "Aligned Pair Exclusion", "subsets", 250, subsets::aligned_pair::AlignedPairExclusions;),
    entry!("aligned-triple-exclusion", "Aligned Triple Exclusion", "subsets", 250, subsets::aligned_triple::AlignedTripleExclusions;),
    entry!("sashimi-jellyfish", "Sashimi Jellyfish", "fish", 260, fish::SashimiJellyfish;
        one_digit, digit_near = fish::SashimiJellyfish::may_fire_on_digit_near),
    entry!("siamese-sashimi-jellyfish", "Siamese Sashimi Jellyfish", "fish", 260, fish::siamese::SiameseSashimiJellyfish;),
    // Chains and loops (see `chains`): HoDoKu 2.2 default scores (X-Chain
    // 260, XY-Chain 260, Nice Loop/AIC 280, Grouped Nice Loop/AIC 300).
    // Continuous loops come first: every elimination of a loop is also an
    // AIC's, and the loop shows the bigger picture. The AIC and loop entries
    // share one search per board, kept in the solver's caches.
    entry!("x-chain", "X-Chain", "chains", 260, chains::x_chain::XChains; one_digit),
    entry!("xy-chain", "XY-Chain", "chains", 260, chains::xy_chain::XyChains;),
    entry!("continuous-nice-loop", "Continuous Nice Loop", "chains", 280, chains::nice_loops::ContinuousNiceLoops;
        first_cached = chains::sweep::first_continuous_loop),
    entry!("aic", "AIC", "chains", 280, chains::aic::Aics; first_cached = chains::sweep::first_aic),
    entry!("discontinuous-nice-loop", "Discontinuous Nice Loop", "chains", 280, chains::nice_loops::DiscontinuousNiceLoops;
        first_cached = chains::sweep::first_discontinuous_loop),
    entry!("grouped-continuous-nice-loop", "Grouped Continuous Nice Loop", "chains", 300, chains::nice_loops::GroupedContinuousNiceLoops;
        first_cached = chains::sweep::first_grouped_continuous_loop),
    entry!("grouped-aic", "Grouped AIC", "chains", 300, chains::aic::GroupedAics;
        first_cached = chains::sweep::first_grouped_aic),
    entry!("grouped-discontinuous-nice-loop", "Grouped Discontinuous Nice Loop", "chains", 300, chains::nice_loops::GroupedDiscontinuousNiceLoops;
        first_cached = chains::sweep::first_grouped_discontinuous_loop),
    // The grouped chains with ALS nodes (HoDoKu scores them as grouped
    // chains, 300); their own search (`chains::als_nodes`), out of the
    // default solvers (`solver::OUT_OF_DEFAULT`).
    entry!("grouped-continuous-nice-loop-als", "Grouped Continuous Nice Loop with ALS", "chains", 300, chains::als_nodes::AlsContinuousNiceLoops;),
    entry!("grouped-aic-als", "Grouped AIC with ALS", "chains", 300, chains::als_nodes::AlsAics;),
    entry!("grouped-discontinuous-nice-loop-als", "Grouped Discontinuous Nice Loop with ALS", "chains", 300, chains::als_nodes::AlsDiscontinuousNiceLoops;),
    // Almost Locked Sets (see `als`): HoDoKu 2.2 default scores (ALS-XZ 300,
    // ALS-XY-Wing 320, ALS-Chain 340, Death Blossom 360). ALS-Chain has no
    // `near` test: its search is not "every chain" (see `als::quick`).
    entry!("als-xz", "ALS-XZ", "als", 300, als::xz::AlsXzs;
        first, near_cached = als::quick::als_xz_near),
    // Franken and mutant fish (see `fish::complex`) and their siamese pairs:
    // HoDoKu 2.2 default scores (Franken X-Wing 300, Swordfish 350,
    // Jellyfish 370; Finned Franken 390, 410, 430; Mutant 450; Finned Mutant
    // 470); a siamese pair has its halves' score; among the ALS entries by
    // score. Not in the default solvers (`solver::OUT_OF_DEFAULT`:
    // milliseconds per position). No fast paths: `find` is the search.
    entry!("franken-x-wing", "Franken X-Wing", "fish", 300, fish::FrankenXWing;),
    entry!("als-xy-wing", "ALS-XY-Wing", "als", 320, als::xy_wing::AlsXyWings;
        first, near_cached = als::quick::als_xy_wing_near),
    entry!("als-chain", "ALS-Chain", "als", 340, als::chain::AlsChains; first),
    entry!("franken-swordfish", "Franken Swordfish", "fish", 350, fish::FrankenSwordfish;),
    entry!("death-blossom", "Death Blossom", "als", 360, als::death_blossom::DeathBlossoms;
        first, near_cached = als::quick::death_blossom_near),
    entry!("franken-jellyfish", "Franken Jellyfish", "fish", 370, fish::FrankenJellyfish;),
    entry!("finned-franken-x-wing", "Finned Franken X-Wing", "fish", 390, fish::FinnedFrankenXWing;),
    entry!("siamese-finned-franken-x-wing", "Siamese Finned Franken X-Wing", "fish", 390, fish::siamese::SiameseFinnedFrankenXWing;),
    entry!("finned-franken-swordfish", "Finned Franken Swordfish", "fish", 410, fish::FinnedFrankenSwordfish;),
    entry!("siamese-finned-franken-swordfish", "Siamese Finned Franken Swordfish", "fish", 410, fish::siamese::SiameseFinnedFrankenSwordfish;),
    entry!("finned-franken-jellyfish", "Finned Franken Jellyfish", "fish", 430, fish::FinnedFrankenJellyfish;),
    entry!("siamese-finned-franken-jellyfish", "Siamese Finned Franken Jellyfish", "fish", 430, fish::siamese::SiameseFinnedFrankenJellyfish;),
    entry!("mutant-x-wing", "Mutant X-Wing", "fish", 450, fish::MutantXWing;),
    entry!("mutant-swordfish", "Mutant Swordfish", "fish", 450, fish::MutantSwordfish;),
    entry!("mutant-jellyfish", "Mutant Jellyfish", "fish", 450, fish::MutantJellyfish;),
    entry!("finned-mutant-x-wing", "Finned Mutant X-Wing", "fish", 470, fish::FinnedMutantXWing;),
    entry!("siamese-finned-mutant-x-wing", "Siamese Finned Mutant X-Wing", "fish", 470, fish::siamese::SiameseFinnedMutantXWing;),
    entry!("finned-mutant-swordfish", "Finned Mutant Swordfish", "fish", 470, fish::FinnedMutantSwordfish;),
    entry!("siamese-finned-mutant-swordfish", "Siamese Finned Mutant Swordfish", "fish", 470, fish::siamese::SiameseFinnedMutantSwordfish;),
    entry!("finned-mutant-jellyfish", "Finned Mutant Jellyfish", "fish", 470, fish::FinnedMutantJellyfish;),
    entry!("siamese-finned-mutant-jellyfish", "Siamese Finned Mutant Jellyfish", "fish", 470, fish::siamese::SiameseFinnedMutantJellyfish;),
    entry!("finned-mutant-squirmbag", "Finned Mutant Squirmbag", "fish", 470, fish::FinnedMutantSquirmbag;),
    entry!("finned-mutant-whale", "Finned Mutant Whale", "fish", 470, fish::FinnedMutantWhale;),
    // Forcing chains and nets (see `forcing`): HoDoKu 2.2 default scores
    // (Forcing Chain 500, Forcing Net 700). `find` lists up to 20 ranked
    // patterns; the solver's step is its own (`forcing::search`): it stops
    // at the first premise or set of cases that proves something instead of
    // ranking, so it may differ from `find`'s first. Contradiction and
    // verity share one search per board and mode in the solver's `Caches`.
    // Nishio forcing chains (see `forcing::nishio`): Sudoku Explainer's
    // contradiction on one digit; not a HoDoKu technique: scored as the
    // forcing chain it is (500), tried before the chains on every digit.
    entry!("nishio-forcing-chain", "Nishio Forcing Chain", "forcing", 500, forcing::NishioForcingChains;
        first_cached = forcing::nishio_search::first_contradiction),
    // Kraken fish (see `fish::kraken`): HoDoKu 2.2 default score 500 (level
    // extreme), before its forcing chains (HoDoKu's order 8450 < 8500). Not
    // in the default solvers (`solver::OUT_OF_DEFAULT`).
    entry!("kraken-x-wing", "Kraken X-Wing", "fish", 500, fish::KrakenXWing;),
    entry!("kraken-swordfish", "Kraken Swordfish", "fish", 500, fish::KrakenSwordfish;),
    entry!("kraken-jellyfish", "Kraken Jellyfish", "fish", 500, fish::KrakenJellyfish;),
    entry!("forcing-chain-contradiction", "Forcing Chain Contradiction", "forcing", 500, forcing::ForcingChainContradictions;
        first_cached = forcing::search::first_chain_contradiction),
    entry!("forcing-chain-verity", "Forcing Chain Verity", "forcing", 500, forcing::ForcingChainVerities;
        first_cached = forcing::search::first_chain_verity),
    entry!("forcing-net-contradiction", "Forcing Net Contradiction", "forcing", 700, forcing::ForcingNetContradictions;
        first_cached = forcing::search::first_net_contradiction),
    entry!("forcing-net-verity", "Forcing Net Verity", "forcing", 700, forcing::ForcingNetVerities;
        first_cached = forcing::search::first_net_verity),
    // Nested forcing nets (see `forcing::nested`), inner chains then inner
    // nets: the last logic before
    // brute force, only where everything above is stuck. Not a HoDoKu
    // technique: scored above forcing nets and below brute force.
    entry!("nested-forcing-chain-contradiction", "Nested Forcing Chain Contradiction", "forcing", 850, forcing::NestedForcingChainContradictions;
        first_cached = forcing::nested_search::first_chain_contradiction),
    entry!("nested-forcing-net-contradiction", "Nested Forcing Net Contradiction", "forcing", 900, forcing::NestedForcingNetContradictions;
        first_cached = forcing::nested_search::first_contradiction),
    // Templates (see `last_resort::templates`): HoDoKu 2.2 default score
    // 10000 (its last resort). Not in the default solvers
    // (`solver::OUT_OF_DEFAULT`).
    entry!("template-set", "Template Set", "last-resort", 10000, last_resort::TemplateSets;),
    entry!("template-delete", "Template Delete", "last-resort", 10000, last_resort::TemplateDeletes;),
    // Not logic: the last resort, named as such (see the module).
    entry!("brute-force", "Brute Force", "last-resort", 10000, last_resort::brute_force::BruteForceStep;),
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
}
