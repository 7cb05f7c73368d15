//! The strategies, one module each (or one per tight family), and the registry.
//!
//! Every strategy module offers three pure functions, for a pattern `Foo`:
//!
//! * `is_foo(board, parts...) -> Option<Foo>`: do these cells/digits/houses
//!   form the pattern?
//! * `find_foos(board) -> Vec<Foo>`: every instance on the board, in a fixed
//!   order, including instances that happen to remove nothing;
//! * `foo_eliminations(board, &Foo) -> Vec<Candidate>` (or `..._placements`):
//!   what the pattern proves.
//!
//! The [`Strategy`] trait ties the finder and the effect together so that
//! generic code can turn patterns into [`Step`]s, and the registry lists every
//! strategy with its id, name, family and difficulty, easiest first.

use crate::grid::{Board, Candidate, CellSet};
use crate::step::{Pattern, Step};
use serde::Serialize;

pub mod als;
pub mod brute_force;
pub mod chains;
pub mod coloring;
mod combinations;
pub mod empty_rectangle;
pub mod fish;
pub mod forcing;
pub mod full_house;
pub mod hidden_single;
pub mod hidden_subsets;
pub mod locked_candidates;
pub mod naked_single;
pub mod naked_subsets;
pub mod single_digit;
pub mod sue_de_coq;
pub mod uniqueness;
pub mod w_wing;
pub mod wings;

/// What a pattern proves: digits to place and candidates to remove.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    pub placements: Vec<Candidate>,
    pub eliminations: Vec<Candidate>,
}

impl Effects {
    pub fn place(placements: Vec<Candidate>) -> Effects {
        Effects {
            placements,
            eliminations: Vec::new(),
        }
    }
    pub fn eliminate(eliminations: Vec<Candidate>) -> Effects {
        Effects {
            placements: Vec::new(),
            eliminations,
        }
    }
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty() && self.eliminations.is_empty()
    }
}

/// A strategy as a type: its finder and what each found pattern proves.
pub trait Strategy {
    type Found: Pattern;
    /// Every instance on the board.
    fn find(board: &Board) -> Vec<Self::Found>;
    /// What one instance proves on that board.
    fn effects(board: &Board, pattern: &Self::Found) -> Effects;
    /// The first instance (in `find`'s order) that changes the board, and
    /// what it proves. A strategy may override this to stop searching early;
    /// the answer must stay the same.
    fn first(board: &Board) -> Option<(Self::Found, Effects)> {
        first_by_find::<Self>(board)
    }
}

/// The first productive instance in `find` order (`Strategy::first`'s
/// default).
pub fn first_by_find<S: Strategy + ?Sized>(board: &Board) -> Option<(S::Found, Effects)> {
    S::find(board).into_iter().find_map(|p| {
        let e = S::effects(board, &p);
        (!e.is_empty()).then_some((p, e))
    })
}

/// For a `first` that stops a scan early at `found`: that instance if it
/// changes the board (it normally does), else the full search.
pub(crate) fn first_or_search<S: Strategy>(
    board: &Board,
    found: S::Found,
) -> Option<(S::Found, Effects)> {
    let e = S::effects(board, &found);
    if e.is_empty() {
        first_by_find::<S>(board)
    } else {
        Some((found, e))
    }
}

/// Every instance of strategy `S` on `board`, as steps.
pub fn steps_of<S: Strategy>(board: &Board) -> Vec<Step> {
    S::find(board)
        .into_iter()
        .map(|p| {
            let e = S::effects(board, &p);
            Step::new(board, p, e.placements, e.eliminations)
        })
        .collect()
}

/// What every instance of strategy `S` on `board` proves (instances that
/// prove nothing included, in the order `find` returns them).
pub fn effects_of<S: Strategy>(board: &Board) -> Vec<Effects> {
    S::find(board)
        .iter()
        .map(|p| S::effects(board, p))
        .collect()
}

/// The first instance of strategy `S` that changes the board, as a step.
pub fn first_step_of<S: Strategy>(board: &Board) -> Option<Step> {
    S::first(board).map(|(p, e)| Step::new(board, p, e.placements, e.eliminations))
}

/// The first instance of single-digit strategy `S` on `digit` that changes
/// the board: `S` runs on the board seen through that digit alone
/// ([`Board::only_digit`]), the step is explained on the full board.
pub fn first_step_on_digit<S: Strategy>(board: &Board, digit: u8) -> Option<Step> {
    let alone = board.only_digit(digit);
    S::first(&alone).map(|(p, e)| Step::new(board, p, e.placements, e.eliminations))
}

/// A strategy's entry in the registry.
#[derive(Clone, Copy, Serialize)]
pub struct StrategyInfo {
    /// Stable kebab-case id, e.g. `naked-pair`.
    pub id: &'static str,
    /// Display name, e.g. `Naked Pair`.
    pub name: &'static str,
    /// Family, e.g. `subsets`.
    pub family: &'static str,
    /// Difficulty score: higher is harder. The scores follow HoDoKu 2.2's
    /// default step ratings (Full House 4, Hidden Single 14, Locked
    /// Candidates 50, Naked Pair 60, ...).
    pub difficulty: u32,
    /// Every instance, as steps.
    #[serde(skip)]
    pub find: fn(&Board) -> Vec<Step>,
    /// The first instance that changes the board.
    #[serde(skip)]
    pub first: fn(&Board) -> Option<Step>,
    /// What every instance proves, without building steps (no explanations,
    /// no highlights): the fast path for audits over many boards.
    #[serde(skip)]
    pub effects: fn(&Board) -> Vec<Effects>,
    /// For single-digit strategies (fish, single-digit patterns, colouring,
    /// X-chains): the first productive instance on one
    /// digit. The solver uses it to skip digits whose candidates have not
    /// changed since the strategy last found nothing for them.
    #[serde(skip)]
    pub first_on_digit: Option<fn(&Board, u8) -> Option<Step>>,
    /// For strategies whose patterns are *local* (see [`MayFireNear`]): a
    /// quick test the solver uses instead of a full search when the
    /// strategy found nothing on an earlier board of the same walkthrough.
    #[serde(skip)]
    pub may_fire_near: Option<MayFireNear>,
    /// For single-digit strategies with local patterns (the fish of rows
    /// and columns): the quick test of [`DigitNear`], used with
    /// `first_on_digit`.
    #[serde(skip)]
    pub may_fire_on_digit_near: Option<DigitNear>,
}

/// `may_fire_near(board, changed)`: could an instance that changes `board`
/// use one of the `changed` cells? It must answer `true` whenever such an
/// instance exists (it may also answer `true` when none does).
///
/// Why that is enough. Call a pattern *local* when whether it is there
/// depends only on the candidates of its own cells (a wing, an ALS, a Sue de
/// Coq), and what it removes is "this digit, from every cell that holds it
/// and sees these cells". Say the strategy found nothing productive on an
/// earlier board `B0`, and `changed` are the cells whose candidates differ
/// between `B0` and `board` (solving only ever removes candidates). A
/// pattern on `board` that uses no changed cell was on `B0` too, and removed
/// there everything it removes now, and more: nothing. So every productive
/// instance on `board` uses a changed cell; if the test says there is none,
/// the full search would find nothing either. The solver keeps `B0` until the
/// strategy is stuck again on a later board (a step of the strategy itself
/// does not spoil it: the argument above never asks what happened between).
pub type MayFireNear = fn(&Board, CellSet) -> bool;

/// `may_fire_on_digit_near(board, digit, changed)`: the per-digit form of
/// [`MayFireNear`] for strategies with `first_on_digit`: could an instance on
/// `digit` that changes `board` use one of the `changed` cells (the cells
/// that lost the digit since the strategy last found nothing on it)? The
/// same argument applies, one digit at a time.
pub type DigitNear = fn(&Board, u8, CellSet) -> bool;

/// Every digit's candidate cells: what is kept of a board to tell later
/// which cells changed ([`changed_cells`]).
pub fn candidate_cells(board: &Board) -> [CellSet; 10] {
    std::array::from_fn(|d| board.digit_cells(d as u8))
}

/// The cells whose candidates differ between two [`candidate_cells`]
/// snapshots (a cell filled since lost all of them): the `changed` of
/// [`MayFireNear`].
pub fn changed_cells(then: &[CellSet; 10], now: &[CellSet; 10]) -> CellSet {
    then.iter()
        .zip(now)
        .fold(CellSet::EMPTY, |acc, (a, b)| acc | (*a ^ *b))
}

impl std::fmt::Debug for StrategyInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "StrategyInfo({})", self.id)
    }
}

macro_rules! entry {
    ($id:literal, $name:literal, $family:literal, $difficulty:literal, $s:ty) => {
        StrategyInfo {
            id: $id,
            name: $name,
            family: $family,
            difficulty: $difficulty,
            find: steps_of::<$s>,
            first: first_step_of::<$s>,
            effects: effects_of::<$s>,
            first_on_digit: None,
            may_fire_near: None,
            may_fire_on_digit_near: None,
        }
    };
    // A strategy whose patterns use one digit only (see `first_on_digit`).
    ($id:literal, $name:literal, $family:literal, $difficulty:literal, $s:ty, one_digit) => {
        StrategyInfo {
            first_on_digit: Some(first_step_on_digit::<$s>),
            ..entry!($id, $name, $family, $difficulty, $s)
        }
    };
    // A single-digit strategy with local patterns (see `DigitNear`).
    ($id:literal, $name:literal, $family:literal, $difficulty:literal, $s:ty, one_digit, near = $near:path) => {
        StrategyInfo {
            may_fire_on_digit_near: Some($near),
            ..entry!($id, $name, $family, $difficulty, $s, one_digit)
        }
    };
    // A strategy with local patterns (see `MayFireNear`).
    ($id:literal, $name:literal, $family:literal, $difficulty:literal, $s:ty, near = $near:path) => {
        StrategyInfo {
            may_fire_near: Some($near),
            ..entry!($id, $name, $family, $difficulty, $s)
        }
    };
}

use fish::{
    FinnedJellyfish, FinnedSwordfish, FinnedXWing, Jellyfish, SashimiJellyfish, SashimiSwordfish,
    SashimiXWing, Swordfish, XWing,
};
use hidden_subsets::HiddenSubsets;
use locked_candidates::{Claiming, Pointing};
use naked_subsets::{LockedSubsets, NakedSubsets};

/// Every strategy, easiest first.
pub static REGISTRY: &[StrategyInfo] = &[
    entry!(
        "full-house",
        "Full House",
        "singles",
        4,
        full_house::FullHouses
    ),
    entry!(
        "naked-single",
        "Naked Single",
        "singles",
        4,
        naked_single::NakedSingles
    ),
    entry!(
        "hidden-single",
        "Hidden Single",
        "singles",
        14,
        hidden_single::HiddenSingles
    ),
    entry!(
        "locked-pair",
        "Locked Pair",
        "intersections",
        40,
        LockedSubsets<2>,
        near = naked_subsets::locked_subsets_near::<2>
    ),
    entry!(
        "locked-candidates-pointing",
        "Locked Candidates Type 1 (Pointing)",
        "intersections",
        50,
        Pointing,
        near = locked_candidates::pointing_near
    ),
    entry!(
        "locked-candidates-claiming",
        "Locked Candidates Type 2 (Claiming)",
        "intersections",
        50,
        Claiming,
        near = locked_candidates::claiming_near
    ),
    entry!(
        "locked-triple",
        "Locked Triple",
        "intersections",
        60,
        LockedSubsets<3>,
        near = naked_subsets::locked_subsets_near::<3>
    ),
    entry!(
        "naked-pair",
        "Naked Pair",
        "subsets",
        60,
        NakedSubsets<2>,
        near = naked_subsets::naked_subsets_near::<2>
    ),
    entry!(
        "hidden-pair",
        "Hidden Pair",
        "subsets",
        70,
        HiddenSubsets<2>,
        near = hidden_subsets::hidden_subsets_near::<2>
    ),
    entry!(
        "naked-triple",
        "Naked Triple",
        "subsets",
        80,
        NakedSubsets<3>,
        near = naked_subsets::naked_subsets_near::<3>
    ),
    entry!(
        "hidden-triple",
        "Hidden Triple",
        "subsets",
        100,
        HiddenSubsets<3>,
        near = hidden_subsets::hidden_subsets_near::<3>
    ),
    // Uniqueness: HoDoKu 2.2 default scores (Uniqueness Test 1-6, Hidden
    // Rectangle, Avoidable Rectangle 1-2 and BUG+1 all 100). Family
    // "uniqueness": the solver uses them only on puzzles known to have one
    // solution (see `solver::UniquenessPolicy`).
    entry!(
        "unique-rectangle-1",
        "Unique Rectangle Type 1",
        "uniqueness",
        100,
        uniqueness::unique_rectangles::UniqueRectangles<1>,
        near = uniqueness::unique_rectangles::unique_rectangles_near::<1>
    ),
    entry!(
        "unique-rectangle-2",
        "Unique Rectangle Type 2",
        "uniqueness",
        100,
        uniqueness::unique_rectangles::UniqueRectangles<2>,
        near = uniqueness::unique_rectangles::unique_rectangles_near::<2>
    ),
    entry!(
        "unique-rectangle-3",
        "Unique Rectangle Type 3",
        "uniqueness",
        100,
        uniqueness::unique_rectangles::UniqueRectangles<3>,
        near = uniqueness::unique_rectangles::unique_rectangles_near::<3>
    ),
    entry!(
        "unique-rectangle-4",
        "Unique Rectangle Type 4",
        "uniqueness",
        100,
        uniqueness::unique_rectangles::UniqueRectangles<4>,
        near = uniqueness::unique_rectangles::unique_rectangles_near::<4>
    ),
    entry!(
        "unique-rectangle-5",
        "Unique Rectangle Type 5",
        "uniqueness",
        100,
        uniqueness::unique_rectangles::UniqueRectangles<5>,
        near = uniqueness::unique_rectangles::unique_rectangles_near::<5>
    ),
    entry!(
        "unique-rectangle-6",
        "Unique Rectangle Type 6",
        "uniqueness",
        100,
        uniqueness::unique_rectangles::UniqueRectangles<6>,
        near = uniqueness::unique_rectangles::unique_rectangles_near::<6>
    ),
    entry!(
        "hidden-rectangle",
        "Hidden Rectangle",
        "uniqueness",
        100,
        uniqueness::unique_rectangles::HiddenRectangles,
        near = uniqueness::unique_rectangles::hidden_rectangles_near
    ),
    entry!(
        "avoidable-rectangle-1",
        "Avoidable Rectangle Type 1",
        "uniqueness",
        100,
        uniqueness::avoidable_rectangles::AvoidableRectangles<1>,
        near = uniqueness::avoidable_rectangles::avoidable_rectangles_near::<1>
    ),
    entry!(
        "avoidable-rectangle-2",
        "Avoidable Rectangle Type 2",
        "uniqueness",
        100,
        uniqueness::avoidable_rectangles::AvoidableRectangles<2>,
        near = uniqueness::avoidable_rectangles::avoidable_rectangles_near::<2>
    ),
    entry!(
        "bug-plus-1",
        "BUG+1",
        "uniqueness",
        100,
        uniqueness::bug::BugPlusOnes
    ),
    // Chains (see `chains`): HoDoKu 2.2 default score for Remote Pair (110).
    entry!(
        "remote-pair",
        "Remote Pair",
        "chains",
        110,
        chains::remote_pair::RemotePairs
    ),
    entry!(
        "naked-quad",
        "Naked Quadruple",
        "subsets",
        120,
        NakedSubsets<4>,
        near = naked_subsets::naked_subsets_near::<4>
    ),
    // Single-digit patterns and coloring: HoDoKu 2.2 default scores (Turbot
    // Fish 120, Empty Rectangle 120, Skyscraper 130, 2-String Kite 150, Simple
    // Colors 150, Multi-Colors 200); the dual patterns are given their base
    // pattern's score.
    entry!(
        "turbot-fish",
        "Turbot Fish",
        "single-digit",
        120,
        single_digit::TurbotFishes,
        one_digit
    ),
    entry!(
        "empty-rectangle",
        "Empty Rectangle",
        "single-digit",
        120,
        empty_rectangle::EmptyRectangles,
        one_digit
    ),
    entry!(
        "dual-empty-rectangle",
        "Dual Empty Rectangle",
        "single-digit",
        120,
        empty_rectangle::DualEmptyRectangles
    ),
    // Fish: HoDoKu 2.2 default scores (Finned X-Wing 130, X-Wing 140, ...).
    entry!(
        "finned-x-wing",
        "Finned X-Wing",
        "fish",
        130,
        FinnedXWing,
        one_digit,
        near = FinnedXWing::may_fire_on_digit_near
    ),
    entry!(
        "siamese-finned-x-wing",
        "Siamese Finned X-Wing",
        "fish",
        130,
        fish::siamese::SiameseFinnedXWing
    ),
    entry!(
        "skyscraper",
        "Skyscraper",
        "single-digit",
        130,
        single_digit::Skyscrapers,
        one_digit
    ),
    entry!(
        "x-wing",
        "X-Wing",
        "fish",
        140,
        XWing,
        one_digit,
        near = XWing::may_fire_on_digit_near
    ),
    entry!(
        "hidden-quad",
        "Hidden Quadruple",
        "subsets",
        150,
        HiddenSubsets<4>,
        near = hidden_subsets::hidden_subsets_near::<4>
    ),
    entry!(
        "swordfish",
        "Swordfish",
        "fish",
        150,
        Swordfish,
        one_digit,
        near = Swordfish::may_fire_on_digit_near
    ),
    entry!(
        "sashimi-x-wing",
        "Sashimi X-Wing",
        "fish",
        150,
        SashimiXWing,
        one_digit,
        near = SashimiXWing::may_fire_on_digit_near
    ),
    entry!(
        "siamese-sashimi-x-wing",
        "Siamese Sashimi X-Wing",
        "fish",
        150,
        fish::siamese::SiameseSashimiXWing
    ),
    entry!(
        "two-string-kite",
        "2-String Kite",
        "single-digit",
        150,
        single_digit::TwoStringKites,
        one_digit
    ),
    entry!(
        "dual-two-string-kite",
        "Dual 2-String Kite",
        "single-digit",
        150,
        single_digit::DualTwoStringKites
    ),
    entry!(
        "simple-colors-trap",
        "Simple Colors Trap",
        "coloring",
        150,
        coloring::SimpleColorsTraps,
        one_digit
    ),
    entry!(
        "simple-colors-wrap",
        "Simple Colors Wrap",
        "coloring",
        150,
        coloring::SimpleColorsWraps,
        one_digit
    ),
    // Wings: HoDoKu 2.2 default scores (W-Wing 150, XY-Wing 160, XYZ-Wing 180);
    // WXYZ- and VWXYZ-Wing are not rated by HoDoKu: 200 and 240 put them above XYZ.
    entry!("w-wing", "W-Wing", "wings", 150, w_wing::WWings),
    entry!(
        "jellyfish",
        "Jellyfish",
        "fish",
        160,
        Jellyfish,
        one_digit,
        near = Jellyfish::may_fire_on_digit_near
    ),
    entry!(
        "xy-wing",
        "XY-Wing",
        "wings",
        160,
        wings::XyWings,
        near = wings::wing3_near
    ),
    entry!(
        "xyz-wing",
        "XYZ-Wing",
        "wings",
        180,
        wings::XyzWings,
        near = wings::wing3_near
    ),
    entry!(
        "finned-swordfish",
        "Finned Swordfish",
        "fish",
        200,
        FinnedSwordfish,
        one_digit,
        near = FinnedSwordfish::may_fire_on_digit_near
    ),
    entry!(
        "siamese-finned-swordfish",
        "Siamese Finned Swordfish",
        "fish",
        200,
        fish::siamese::SiameseFinnedSwordfish
    ),
    entry!(
        "wxyz-wing",
        "WXYZ-Wing",
        "wings",
        200,
        wings::WxyzWings,
        near = wings::wing4_near
    ),
    entry!(
        "multi-colors-1",
        "Multi-Colors 1",
        "coloring",
        200,
        coloring::MultiColors1,
        one_digit
    ),
    entry!(
        "multi-colors-2",
        "Multi-Colors 2",
        "coloring",
        200,
        coloring::MultiColors2,
        one_digit
    ),
    entry!(
        "sashimi-swordfish",
        "Sashimi Swordfish",
        "fish",
        240,
        SashimiSwordfish,
        one_digit,
        near = SashimiSwordfish::may_fire_on_digit_near
    ),
    entry!(
        "siamese-sashimi-swordfish",
        "Siamese Sashimi Swordfish",
        "fish",
        240,
        fish::siamese::SiameseSashimiSwordfish
    ),
    entry!(
        "vwxyz-wing",
        "VWXYZ-Wing",
        "wings",
        240,
        wings::VwxyzWings,
        near = wings::wing5_near
    ),
    entry!(
        "finned-jellyfish",
        "Finned Jellyfish",
        "fish",
        250,
        FinnedJellyfish,
        one_digit,
        near = FinnedJellyfish::may_fire_on_digit_near
    ),
    entry!(
        "siamese-finned-jellyfish",
        "Siamese Finned Jellyfish",
        "fish",
        250,
        fish::siamese::SiameseFinnedJellyfish
    ),
    // Sue de Coq (see `sue_de_coq`): HoDoKu 2.2 default score 250.
    entry!(
        "sue-de-coq",
        "Sue de Coq",
        "als",
        250,
        sue_de_coq::SueDeCoqs,
        near = sue_de_coq::sue_de_coq_near
    ),
    entry!(
        "sashimi-jellyfish",
        "Sashimi Jellyfish",
        "fish",
        260,
        SashimiJellyfish,
        one_digit,
        near = SashimiJellyfish::may_fire_on_digit_near
    ),
    entry!(
        "siamese-sashimi-jellyfish",
        "Siamese Sashimi Jellyfish",
        "fish",
        260,
        fish::siamese::SiameseSashimiJellyfish
    ),
    // Chains and loops (see `chains`): HoDoKu 2.2 default scores (X-Chain
    // 260, XY-Chain 260, Nice Loop/AIC 280, Grouped Nice Loop/AIC 300).
    // Continuous loops come first: every elimination of a loop is also an
    // AIC's, and the loop shows the bigger picture.
    entry!(
        "x-chain",
        "X-Chain",
        "chains",
        260,
        chains::x_chain::XChains,
        one_digit
    ),
    entry!(
        "xy-chain",
        "XY-Chain",
        "chains",
        260,
        chains::xy_chain::XyChains
    ),
    entry!(
        "continuous-nice-loop",
        "Continuous Nice Loop",
        "chains",
        280,
        chains::nice_loops::ContinuousNiceLoops
    ),
    entry!("aic", "AIC", "chains", 280, chains::aic::Aics),
    entry!(
        "discontinuous-nice-loop",
        "Discontinuous Nice Loop",
        "chains",
        280,
        chains::nice_loops::DiscontinuousNiceLoops
    ),
    entry!(
        "grouped-continuous-nice-loop",
        "Grouped Continuous Nice Loop",
        "chains",
        300,
        chains::nice_loops::GroupedContinuousNiceLoops
    ),
    entry!(
        "grouped-aic",
        "Grouped AIC",
        "chains",
        300,
        chains::aic::GroupedAics
    ),
    entry!(
        "grouped-discontinuous-nice-loop",
        "Grouped Discontinuous Nice Loop",
        "chains",
        300,
        chains::nice_loops::GroupedDiscontinuousNiceLoops
    ),
    // Almost Locked Sets (see `als`): HoDoKu 2.2 default scores (ALS-XZ 300,
    // ALS-XY-Wing 320, ALS-Chain 340, Death Blossom 360). ALS-Chain has no
    // `near` test: its search is not "every chain" (see the `als` docs).
    entry!(
        "als-xz",
        "ALS-XZ",
        "als",
        300,
        als::xz::AlsXzs,
        near = als::xz::may_fire_near
    ),
    entry!(
        "als-xy-wing",
        "ALS-XY-Wing",
        "als",
        320,
        als::xy_wing::AlsXyWings,
        near = als::xy_wing::may_fire_near
    ),
    entry!("als-chain", "ALS-Chain", "als", 340, als::chain::AlsChains),
    entry!(
        "death-blossom",
        "Death Blossom",
        "als",
        360,
        als::death_blossom::DeathBlossoms,
        near = als::death_blossom::may_fire_near
    ),
    // Forcing chains and nets (see `forcing`): HoDoKu 2.2 default scores
    // (Forcing Chain 500, Forcing Net 700). Own `first`: stops at the first
    // productive premise instead of ranking every instance.
    StrategyInfo {
        first: forcing::first_chain_contradiction,
        ..entry!(
            "forcing-chain-contradiction",
            "Forcing Chain Contradiction",
            "forcing",
            500,
            forcing::ForcingChainContradictions
        )
    },
    StrategyInfo {
        first: forcing::first_chain_verity,
        ..entry!(
            "forcing-chain-verity",
            "Forcing Chain Verity",
            "forcing",
            500,
            forcing::ForcingChainVerities
        )
    },
    StrategyInfo {
        first: forcing::first_net_contradiction,
        ..entry!(
            "forcing-net-contradiction",
            "Forcing Net Contradiction",
            "forcing",
            700,
            forcing::ForcingNetContradictions
        )
    },
    StrategyInfo {
        first: forcing::first_net_verity,
        ..entry!(
            "forcing-net-verity",
            "Forcing Net Verity",
            "forcing",
            700,
            forcing::ForcingNetVerities
        )
    },
    // Not logic: the last resort, named as such (see the module).
    entry!(
        "brute-force",
        "Brute Force",
        "last-resort",
        10000,
        brute_force::BruteForceStep
    ),
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
