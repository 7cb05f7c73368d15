//! # Forcing chains and nets: "suppose ..., then ..." (a last resort)
//!
//! When no pattern helps, a solver can *try* a candidate and follow what it
//! forces, using only the simplest rules: a placed digit leaves its cell's
//! other digits and its peers (weak links); a cell left with one digit, or a
//! house left with one place for a digit, gets it (singles). Each derived
//! fact remembers the facts it came from, so the reasoning can be printed
//! and drawn. Two ways to conclude something:
//!
//! * **Contradiction**: if assuming `r1c1=5` leads to a broken position (a
//!   cell with no candidate, a house with no place for a digit, a digit
//!   twice in a house), then `r1c1<>5`. Likewise, if assuming `r1c1<>5`
//!   breaks, then `r1c1=5`.
//! * **Verity**: if every case of a sure disjunction leads to the same fact,
//!   the fact holds. The cases: the candidates of a cell (*cell forcing*),
//!   the places of a digit in a house (*unit forcing*), or one candidate
//!   true and false (*digit forcing*).
//!
//! ```text
//!   r1c1 = 5 or 6 (a bivalue cell)
//!
//!   r1c1=5 => r2c3<>5 => r2c3=7 => r2c9<>7     (r2c3 held 5 and 7)
//!   r1c1=6 => r4c1<>6 => r4c1=2 => ... => r2c9<>7
//!                                        ─────────
//!                              either way: r2c9<>7
//! ```
//!
//! **Chains and nets.** In a *forcing chain* every derived fact rests on one
//! earlier fact: a single is only used in a cell that has two candidates on
//! the board, or in a house where the digit has two places (the strong links
//! of [`chains`](super::chains)), so each branch reads as a path. In a
//! *forcing net* a fact may rest on several earlier ones (a cell that lost
//! two of its three digits), and locked candidates (pointing and claiming)
//! are used as well. The ids: `forcing-chain-contradiction`,
//! `forcing-chain-verity` (HoDoKu 2.2 score for Forcing Chain: 500) and
//! `forcing-net-contradiction`, `forcing-net-verity` (Forcing Net: 700).
//!
//! **Notation.** A branch is written from its premise to the conclusion:
//! `r1c1=5 => r2c3<>5 => r2c3=7`; in a net, facts that follow from the same
//! earlier level are listed together: `r1c1=5 => r1c4<>5, r3c2<>5 => r3c4=5`
//! (each fact follows from facts further left). The pattern data
//! ([`Forcing`]) has every branch as a list of [`Implication`]s with the
//! indices of their parents, for drawing the net.
//!
//! **Search.** The engine (`engine.rs`) propagates one premise with fixed
//! work arrays and no allocation per step, up to [`MAX_DEPTH`] steps from
//! the premise. Within one search every premise is propagated at most once
//! per mode (see `search.rs`), its outcome kept as bit sets; verities are
//! intersections of those. In chain mode every rule is a fixed link between
//! two facts, so the graph is first walked for all premises at once
//! (`closure.rs`): premises it shows cannot break are not propagated, and
//! when it shows that no premise breaks, or that no set of cases shares a
//! fact, the search stops there (the engine can never find more than the
//! graph holds). Contradictions: premises assumed true are first propagated
//! only a few steps deep (`search::QUICK_DEPTH` = 6), which finds short
//! contradictions cheaply; only if too few turn up is every premise (true
//! and false) propagated in full. Verities: sets of cases are tried fewest
//! cases first (bivalue cells and conjugate pairs first) until enough
//! distinct conclusions are in.
//!
//! **Nishio** (`nishio.rs`, id `nishio-forcing-chain`): a contradiction on
//! one digit. The premise's digit alone is followed (the engine's one-digit
//! mode): it leaves the peers of every cell it is put in, and a house left
//! with one place for it gets it there.
//!
//! **What the finders list.** Not every instance: a board has far too many.
//! Each finder returns at most [`MAX_FOUND`] patterns, each of them
//! productive, one per conclusion, the shortest explanation first, from the
//! part of the search described above (so a shorter one may exist beyond
//! it); their [`Strategy::LISTING`] says `UpTo(MAX_FOUND)`. The solver does
//! not rank: its step (`search::first_*`) is the shortest quick
//! contradiction, else the first premise found to break, and for verities
//! the cheapest fact of the first set of cases that has one; it can differ
//! from the finder's first pattern. The solver keeps the search of the last
//! board per mode in its [`Caches`](crate::strategies::Caches), shared by
//! the contradiction and the verity step; `find_*` and the predicates start
//! afresh on every call.
//!
//! (The techniques are the classic ones, named as in HoDoKu's Forcing
//! Chain/Net steps; the engine and wording are this project's own.)

mod closure;
pub(crate) mod engine;
pub mod nested;
pub(crate) mod nested_search;
pub mod nishio;
pub(crate) mod nishio_search;
pub(crate) mod says;
pub(crate) mod search;

#[cfg(test)]
mod nested_tests;
#[cfg(test)]
mod tests;

pub use engine::MAX_DEPTH;

/// A premise proved false by logic: a forcing chain or net from it to a
/// contradiction, or a nested forcing net (inner runs of net rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refutation {
    Forcing(Forcing),
    Nested(NestedForcing),
}

impl Refutation {
    /// The outer chain or net.
    pub fn forcing(&self) -> &Forcing {
        match self {
            Refutation::Forcing(f) => f,
            Refutation::Nested(n) => &n.forcing,
        }
    }

    /// What it found, as data for the catalogues.
    pub fn says(&self) -> Option<Says> {
        match self {
            Refutation::Forcing(f) => f.says(),
            Refutation::Nested(n) => n.says(),
        }
    }
}

/// A refutation of `premise` on `board`: the premise followed by forcing
/// chains, else nets, else nested nets, to a contradiction, or `None` where
/// none reaches one. The coach answers a wrong digit with it, by logic
/// rather than by the solution.
pub fn refute(board: &Board, premise: Fact) -> Option<Refutation> {
    [false, true]
        .into_iter()
        .find_map(|net| {
            let mut engine = engine::Engine::new(board, net);
            search::contradiction_of(&mut engine, premise).map(Refutation::Forcing)
        })
        .or_else(|| nested_search::refute_nested(board, premise).map(Refutation::Nested))
}
pub use nested::{InnerProof, NestedForcing};
pub use nested_search::{NestedForcingChainContradictions, NestedForcingNetContradictions};
pub use nishio::{
    find_nishio_forcing_chains, is_nishio_forcing_chain, nishio_breaks,
    nishio_forcing_chain_eliminations, NishioForcingChain, NishioForcingChains,
};

use search::{Cases, Sweep};

use crate::grid::{Board, Candidate, Cell, House};
use crate::lang::says::{ChainSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{Effects, Listing, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;
use std::fmt;

/// The Forcing Chain Contradiction's declaration: id, family, HoDoKu score and level, SE rule.
pub const FORCING_CHAIN_CONTRADICTION: Decl = Decl::new(
    "forcing-chain-contradiction",
    "Forcing Chain Contradiction",
    "フォーシングチェーン（矛盾）",
    Family::Forcing,
    500,
    Level::Extreme,
    Se::Forcing,
);
/// The Forcing Chain Verity's declaration: id, family, HoDoKu score and level, SE rule.
pub const FORCING_CHAIN_VERITY: Decl = Decl::new(
    "forcing-chain-verity",
    "Forcing Chain Verity",
    "フォーシングチェーン（共通結論）",
    Family::Forcing,
    500,
    Level::Extreme,
    Se::Forcing,
);
/// The Forcing Net Contradiction's declaration: id, family, HoDoKu score and level, SE rule.
pub const FORCING_NET_CONTRADICTION: Decl = Decl::new(
    "forcing-net-contradiction",
    "Forcing Net Contradiction",
    "フォーシングネット（矛盾）",
    Family::Forcing,
    700,
    Level::Extreme,
    Se::Forcing,
);
/// The Forcing Net Verity's declaration: id, family, HoDoKu score and level, SE rule.
pub const FORCING_NET_VERITY: Decl = Decl::new(
    "forcing-net-verity",
    "Forcing Net Verity",
    "フォーシングネット（共通結論）",
    Family::Forcing,
    700,
    Level::Extreme,
    Se::Forcing,
);

/// The most patterns a finder returns per board.
pub const MAX_FOUND: usize = 20;

/// A candidate being true (`r1c1=5`) or false (`r1c1<>5`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, PartialOrd, Ord)]
pub struct Fact {
    pub cell: Cell,
    pub digit: u8,
    pub truth: bool,
}

impl Fact {
    pub fn new(cell: Cell, digit: u8, truth: bool) -> Fact {
        Fact { cell, digit, truth }
    }
    /// The opposite fact.
    pub fn negated(self) -> Fact {
        Fact {
            truth: !self.truth,
            ..self
        }
    }
    pub fn candidate(self) -> Candidate {
        Candidate::new(self.cell, self.digit)
    }
}

impl fmt::Display for Fact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = if self.truth { "=" } else { "<>" };
        write!(f, "{}{op}{}", self.cell, self.digit)
    }
}

/// Why a fact follows from its parents.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// The assumption a branch starts from.
    #[default]
    Premise,
    /// The cell holds another digit (its parent).
    SameCell,
    /// A peer holds this digit (its parent).
    SameHouse,
    /// Every other digit of the cell is gone (its parents).
    NakedSingle,
    /// Every other place of the digit in the house is gone.
    HiddenSingle,
    /// Net only: in the box, the digit is left only on one line.
    Pointing,
    /// Net only: in the line, the digit is left only in one box.
    Claiming,
    /// Nested net only: assuming the candidate true breaks the position
    /// (an inner branch, resting on its parents).
    Nested,
    /// In an inner branch: a fact of the outer branch it uses.
    Given,
}

/// One derived fact of a branch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Implication {
    pub fact: Fact,
    pub rule: Rule,
    /// The house a hidden single used; the box and line (pointing) or line
    /// and box (claiming) of locked candidates.
    pub houses: Vec<House>,
    /// Indices (into the branch's implications) of the facts it follows from.
    pub parents: Vec<usize>,
    /// Steps from the premise (0 for the premise).
    pub depth: usize,
}

/// One case: a premise and what it implies, up to the facts that matter
/// (`implications[0]` is the premise; parents come before children).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Branch {
    pub premise: Fact,
    pub implications: Vec<Implication>,
}

/// How a position breaks down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Clash {
    /// The cell has no candidate left.
    CellEmpty { cell: Cell },
    /// The house has no place left for the digit.
    HouseEmpty { house: House, digit: u8 },
    /// The candidate would be both true and false (for a digit removed by
    /// an equal digit in its house: the digit twice in a house).
    BothWays { cell: Cell, digit: u8 },
}

/// The contradiction a branch ends in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Contradiction {
    pub clash: Clash,
    /// Indices (into the branch's implications) of the facts that clash.
    pub parents: Vec<usize>,
}

/// Which argument the pattern makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ForcingKind {
    /// One branch ends in a contradiction: its premise is wrong.
    Contradiction,
    /// Each candidate of the cell leads to the conclusion.
    Cell { cell: Cell },
    /// Each place of the digit in the house leads to the conclusion.
    Unit { house: House, digit: u8 },
    /// The candidate true and false both lead to the conclusion.
    Digit { cell: Cell, digit: u8 },
}

/// A forcing chain or net: its branches and what they prove.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Forcing {
    pub kind: ForcingKind,
    /// A net (facts with several reasons, locked candidates) or a chain.
    pub net: bool,
    pub branches: Vec<Branch>,
    /// For a contradiction: how the single branch breaks down.
    pub contradiction: Option<Contradiction>,
    /// The fact proved.
    pub conclusion: Fact,
}

/// Everything a premise implies on a board, in the order derived.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Propagation {
    pub branch: Branch,
    pub contradiction: Option<Contradiction>,
}

/// Propagates `premise` on `board` (chain or net rules) and returns every
/// fact derived with its reasons, and the contradiction if it breaks down.
/// None when the premise is not a candidate of the board.
pub fn implications(board: &Board, premise: Fact, net: bool) -> Option<Propagation> {
    search::propagation(board, premise, net)
}

/// The predicate for contradictions: does assuming `premise` lead to a
/// contradiction? Then the pattern proves its negation.
pub fn is_forcing_contradiction(board: &Board, premise: Fact, net: bool) -> Option<Forcing> {
    let mut engine = engine::Engine::new(board, net);
    search::contradiction_of(&mut engine, premise)
}

/// Cell forcing: the shortest fact every candidate of `cell` leads to.
pub fn is_cell_forcing(board: &Board, cell: Cell, net: bool) -> Option<Forcing> {
    if !board.geometry().contains(cell) || board.candidates(cell).len() < 2 {
        return None;
    }
    let kind = ForcingKind::Cell { cell };
    let premises = board
        .candidates(cell)
        .iter()
        .map(|d| Fact::new(cell, d, true))
        .collect();
    search::verity_for(&mut Sweep::new(board, net), Cases { kind, premises })
}

/// Unit forcing: the shortest fact every place of `digit` in `house` leads to.
pub fn is_unit_forcing(board: &Board, house: House, digit: u8, net: bool) -> Option<Forcing> {
    let geo = board.geometry();
    if !geo.has_house(house) || !geo.has_digit(digit) {
        return None;
    }
    let places = board.digit_cells(digit) & geo.house(house);
    if places.len() < 2 {
        return None;
    }
    let kind = ForcingKind::Unit { house, digit };
    let premises = places.iter().map(|c| Fact::new(c, digit, true)).collect();
    search::verity_for(&mut Sweep::new(board, net), Cases { kind, premises })
}

/// Digit forcing: the shortest fact that follows both from `cell` holding
/// `digit` and from it not holding it.
pub fn is_digit_forcing(board: &Board, cell: Cell, digit: u8, net: bool) -> Option<Forcing> {
    if !board.geometry().contains(cell) || !board.has_candidate(cell, digit) {
        return None;
    }
    let kind = ForcingKind::Digit { cell, digit };
    let premises = vec![Fact::new(cell, digit, true), Fact::new(cell, digit, false)];
    search::verity_for(&mut Sweep::new(board, net), Cases { kind, premises })
}

/// Premises that lead to a contradiction, one pattern each, at most
/// [`MAX_FOUND`], the shortest first: if that many premises assumed true
/// break within `search::QUICK_DEPTH` steps, the shortest of those; else
/// every premise (true and false) followed in full. Each proves the
/// premise's negation, so each changes the board.
pub fn find_forcing_contradictions(board: &Board, net: bool) -> Vec<Forcing> {
    search::contradictions(board, &mut Sweep::new(board, net), MAX_FOUND)
}

/// Cell, unit and digit forcing: sets of cases are tried fewest cases first
/// until their common facts give [`MAX_FOUND`] distinct conclusions (or the
/// sets run out); one pattern per conclusion (its cheapest cases among
/// those tried), the shortest first. Each conclusion is a fact of the
/// board's candidates not yet known, so each changes the board.
pub fn find_forcing_verities(board: &Board, net: bool) -> Vec<Forcing> {
    search::verities(board, &mut Sweep::new(board, net), MAX_FOUND)
}

/// The digit the pattern places, if its conclusion is a placement still open.
pub fn forcing_placements(board: &Board, f: &Forcing) -> Vec<Candidate> {
    let c = f.conclusion;
    if c.truth && board.value(c.cell).is_none() && board.has_candidate(c.cell, c.digit) {
        vec![c.candidate()]
    } else {
        Vec::new()
    }
}

/// The candidate the pattern removes, if its conclusion is an elimination.
pub fn forcing_eliminations(board: &Board, f: &Forcing) -> Vec<Candidate> {
    let c = f.conclusion;
    if !c.truth && board.has_candidate(c.cell, c.digit) {
        vec![c.candidate()]
    } else {
        Vec::new()
    }
}

/// What the pattern proves: [`forcing_placements`] and
/// [`forcing_eliminations`].
fn forcing_effects(board: &Board, f: &Forcing) -> Effects {
    Effects {
        placements: forcing_placements(board, f),
        eliminations: forcing_eliminations(board, f),
    }
}

impl Forcing {
    /// `Forcing Chain` or `Forcing Net`.
    pub fn family_name(&self) -> &'static str {
        if self.net {
            "Forcing Net"
        } else {
            "Forcing Chain"
        }
    }
    /// The total number of facts in the branches (the explanation's size).
    pub fn size(&self) -> usize {
        self.branches.iter().map(|b| b.implications.len()).sum()
    }
}

impl Pattern for Forcing {
    fn strategy(&self) -> &'static str {
        match (self.kind, self.net) {
            (ForcingKind::Contradiction, false) => FORCING_CHAIN_CONTRADICTION.id,
            (ForcingKind::Contradiction, true) => FORCING_NET_CONTRADICTION.id,
            (_, false) => FORCING_CHAIN_VERITY.id,
            (_, true) => FORCING_NET_VERITY.id,
        }
    }

    /// Premises (their cells as `Pattern`), facts made true as `ColorA` and
    /// facts made false as `ColorB`, a link from each parent to its child
    /// (strong when the child is true: "parent false, so child true"), the
    /// house of a unit forcing, and the cell or house that breaks down.
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for b in &self.branches {
            h.cell(b.premise.cell, Role::Pattern);
            for imp in &b.implications {
                let role = if imp.fact.truth {
                    Role::ColorA
                } else {
                    Role::ColorB
                };
                h.candidate(imp.fact.cell, imp.fact.digit, role);
                for &p in &imp.parents {
                    let from = b.implications[p].fact.candidate();
                    h.link(from, imp.fact.candidate(), imp.fact.truth);
                }
            }
        }
        let premise = match self.kind {
            ForcingKind::Contradiction => Label::Assumed,
            _ => Label::ACase,
        };
        h.name(Mark::Cell(Role::Pattern), premise)
            .name(Mark::Candidate(Role::ColorA), Label::ThenTrue)
            .name(Mark::Candidate(Role::ColorB), Label::ThenFalse)
            .name(Mark::Link { strong: true }, Label::MakesTrue)
            .name(Mark::Link { strong: false }, Label::MakesFalse)
            .name(Mark::Cell(Role::Fin), Label::Contradiction)
            .name(Mark::House(Role::SecondaryHouse), Label::Contradiction);
        if let ForcingKind::Unit { house, .. } = self.kind {
            h.house(house, Role::House);
            h.name(Mark::House(Role::House), Label::TheCases(house));
        }
        if let Some(c) = &self.contradiction {
            match c.clash {
                Clash::CellEmpty { cell } | Clash::BothWays { cell, .. } => {
                    h.cell(cell, Role::Fin);
                }
                Clash::HouseEmpty { house, .. } => {
                    h.house(house, Role::SecondaryHouse);
                }
            }
        }
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Chains(ChainSays::Forcing(says::forcing(self))))
    }
}

/// Forcing chains ending in a contradiction, as a strategy.
pub struct ForcingChainContradictions;
impl Strategy for ForcingChainContradictions {
    type Found = Forcing;
    const LISTING: Listing = Listing::UpTo(MAX_FOUND);
    fn find(board: &Board) -> Vec<Forcing> {
        find_forcing_contradictions(board, false)
    }
    fn find_upto(board: &Board, limit: usize) -> Vec<Forcing> {
        search::contradictions(board, &mut Sweep::new(board, false), limit)
    }
    fn effects(board: &Board, f: &Forcing) -> Effects {
        forcing_effects(board, f)
    }
}

/// Forcing chain verities (cell, unit, digit forcing), as a strategy.
pub struct ForcingChainVerities;
impl Strategy for ForcingChainVerities {
    type Found = Forcing;
    const LISTING: Listing = Listing::UpTo(MAX_FOUND);
    fn find(board: &Board) -> Vec<Forcing> {
        find_forcing_verities(board, false)
    }
    fn find_upto(board: &Board, limit: usize) -> Vec<Forcing> {
        search::verities(board, &mut Sweep::new(board, false), limit)
    }
    fn effects(board: &Board, f: &Forcing) -> Effects {
        forcing_effects(board, f)
    }
}

/// Forcing nets ending in a contradiction, as a strategy.
pub struct ForcingNetContradictions;
impl Strategy for ForcingNetContradictions {
    type Found = Forcing;
    const LISTING: Listing = Listing::UpTo(MAX_FOUND);
    fn find(board: &Board) -> Vec<Forcing> {
        find_forcing_contradictions(board, true)
    }
    fn find_upto(board: &Board, limit: usize) -> Vec<Forcing> {
        search::contradictions(board, &mut Sweep::new(board, true), limit)
    }
    fn effects(board: &Board, f: &Forcing) -> Effects {
        forcing_effects(board, f)
    }
}

/// Forcing net verities, as a strategy.
pub struct ForcingNetVerities;
impl Strategy for ForcingNetVerities {
    type Found = Forcing;
    const LISTING: Listing = Listing::UpTo(MAX_FOUND);
    fn find(board: &Board) -> Vec<Forcing> {
        find_forcing_verities(board, true)
    }
    fn find_upto(board: &Board, limit: usize) -> Vec<Forcing> {
        search::verities(board, &mut Sweep::new(board, true), limit)
    }
    fn effects(board: &Board, f: &Forcing) -> Effects {
        forcing_effects(board, f)
    }
}
