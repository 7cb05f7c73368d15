//! The parts chains, almost locked sets and forcing steps are said with:
//! their cases, nodes and links, facts, branches and clashes.

use crate::grid::{Cell, CellSet, DigitSet, House};

/// The cases of a chain's explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainCase {
    /// The cells of a remote pair (every other node) and its two digits.
    RemotePair {
        cells: Vec<String>,
        digits: [u8; 2],
    },
    XChain,
    XyChain,
    Aic,
    ContinuousLoop,
    AlsContinuousLoop,
    /// A discontinuous loop, by how it meets itself.
    DiscontinuousLoop(Option<LoopEnd>),
}

/// How a discontinuous nice loop meets itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopEnd {
    /// Two strong links at one candidate: it is true.
    Place(Cell, u8),
    /// Two weak links at one candidate: it is false.
    Remove(Cell, u8),
    /// Two weak links at a group: the digit is in none of its cells.
    RemoveGroup(CellSet, u8),
    /// Two strong links at two digits of one cell: it is one of them.
    CellPair(Cell, u8, u8),
    /// A weak and a strong link at one cell: the first digit is false.
    WeakStrong(Cell, u8, u8),
}

/// A chain's node: a cell, a group of cells, or cells inside an almost
/// locked set (`place`: the chain notation of the node's cells or set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub kind: NodeKind,
    pub place: String,
    pub cells: CellSet,
    pub digit: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Cell,
    Group,
    Als,
}

/// Why an almost locked set's link in a chain holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AlsLink {
    /// `(x)set=(y)cell`: without x the set locks every other digit of the
    /// cell, which sees them all, so the cell is y.
    ForcedExit {
        x: u8,
        y: u8,
        set: String,
        cell: String,
        size: usize,
    },
    /// `(x=y)set`: without x the set locks y into `cells` (one cell, or
    /// one of several).
    Inside {
        x: u8,
        y: u8,
        set: String,
        size: usize,
        cells: CellSet,
    },
}

/// An almost locked set as chains write it: `r1c23{456}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlsName {
    pub cells: CellSet,
    pub digits: DigitSet,
}

impl std::fmt::Display for AlsName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}{{{}}}",
            crate::text::compact_cells(self.cells),
            self.digits
        )
    }
}

/// A candidate said true (`r1c1=5`) or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fact {
    pub cell: Cell,
    pub digit: u8,
    pub truth: bool,
}

/// A branch of a forcing chain or net: its facts, level by level (each
/// level one step further from the premise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BranchSays {
    pub premise: Fact,
    pub levels: Vec<Vec<Fact>>,
}

/// How a position breaks down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClashSays {
    CellEmpty(Cell),
    HouseEmpty(House, u8),
    BothWays(Cell, u8),
}

/// A forcing chain or net: its branches and what they prove.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForcingSays {
    pub net: bool,
    pub cases: ForcingCases,
    pub branches: Vec<BranchSays>,
    pub conclusion: Fact,
}

/// The premises of a forcing step: one assumption that breaks the
/// position, or every case of a cell, a house's digit, or a candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ForcingCases {
    Contradiction(Option<ClashSays>),
    Cell {
        cell: Cell,
        digits: Vec<u8>,
    },
    Unit {
        house: House,
        digit: u8,
        cells: Vec<Cell>,
    },
    Digit {
        cell: Cell,
        digit: u8,
    },
}

/// An inner branch of a nested net: the fact it proves (its premise
/// negated), its own facts, its contradiction, and the outer facts it uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InnerSays {
    pub proves: Fact,
    pub own: BranchSays,
    pub clash: ClashSays,
    pub givens: Vec<Fact>,
}
