//! What a step found and why, as data: a pattern's [`Pattern::says`]
//! gives a [`Says`] (a message key and its arguments: cells, digits,
//! houses, nested parts), and each catalogue says it in its language
//! ([`super::Catalogue::explain`]). The case analysis lives in the
//! pattern; the words, in the catalogues.
//!
//! [`Pattern::says`]: crate::step::Pattern::says

use crate::grid::{Candidate, Cell, DigitSet, House, HouseKind};

/// A step's reasoning, without its conclusion (the step adds what it
/// removes or places).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Says {
    // ---- Singles.
    /// The only empty cell of a house.
    FullHouse {
        house: House,
        cell: Cell,
        digit: u8,
    },
    /// The only candidate left in a cell.
    NakedSingle {
        cell: Cell,
        digit: u8,
    },
    /// The only place for a digit in a house.
    HiddenSingle {
        house: House,
        cell: Cell,
        digit: u8,
    },

    // ---- Intersections.
    /// A digit of `base` only in `cells`, all in `cover` (pointing: base
    /// is a box; claiming: base is a row or column).
    LockedCandidates {
        pointing: bool,
        digit: u8,
        base: House,
        cover: House,
        cells: Vec<Cell>,
    },

    // ---- Subsets.
    /// `size` cells holding only `digits` (locked: in a line and a box).
    NakedSubset {
        locked: bool,
        size: usize,
        digits: DigitSet,
        cells: Vec<Cell>,
        houses: Vec<House>,
    },
    /// `digits` only in `size` cells of a house.
    HiddenSubset {
        size: usize,
        digits: DigitSet,
        cells: Vec<Cell>,
        house: House,
    },
    /// Aligned pair or triple: the combinations `excluded` (digits, the
    /// cell they would empty), and the candidates in no combination left.
    AlignedExclusion {
        cells: Vec<Cell>,
        excluded: Vec<(Vec<u8>, Cell)>,
        gone: Vec<Candidate>,
    },

    // ---- Fish.
    /// A fish on `digit` (`kind` and `name`: the English prefix, `Finned `,
    /// ..., and the size's name, `X-Wing`, ...).
    Fish {
        kind: &'static str,
        name: &'static str,
        digit: u8,
        size: usize,
        base: Vec<House>,
        cover: Vec<House>,
        fins: Vec<Cell>,
        endo_fins: Vec<Cell>,
        finned: bool,
        sashimi: bool,
    },
    /// Two finned fish on the same base houses at once (`kind`: the
    /// English prefix, `Finned `, `Sashimi `...; `name`: X-Wing, ...).
    SiameseFish {
        kind: &'static str,
        name: &'static str,
        digit: u8,
        base: Vec<House>,
        halves: [SiameseHalf; 2],
    },

    // ---- Single-digit patterns.
    /// Two strong links on `digit` (houses `links`, cells `a`-`b` and
    /// `c`-`e` as `cells`) joined by a weak link in `weak`.
    SingleDigitChain {
        shape: ChainShape,
        digit: u8,
        links: [House; 2],
        cells: [Cell; 4],
        weak: House,
    },
    EmptyRectangle(EmptyRectangleSays),
    /// One box's empty rectangle working with two conjugate pairs.
    DualEmptyRectangle {
        digit: u8,
        box_house: House,
        rectangles: [EmptyRectangleSays; 2],
    },
    /// Two kites through the same two box cells.
    DualTwoStringKite {
        digit: u8,
        box_house: House,
        box_cells: [Cell; 2],
        kites: [Kite; 2],
    },

    // ---- Colouring.
    /// One cluster of `digit` coloured A and B: a colour that sees itself
    /// (`wrap`: the two cells, their house, the colour, 0 for A), or cells
    /// that see both colours (`trapped`).
    SimpleColors {
        digit: u8,
        color_a: Vec<Cell>,
        color_b: Vec<Cell>,
        wrap: Option<(Cell, Cell, House, usize)>,
        trapped: Vec<Cell>,
    },
    /// Two clusters (`colors`: A1, A2, B1, B2): type 2 (`false_color`: the
    /// colour of A that sees both B colours), else type 1 (`either`: the
    /// pairs of colours one of which holds the digit, with a contact).
    MultiColors {
        digit: u8,
        colors: [Vec<Cell>; 4],
        false_color: Option<usize>,
        either: Vec<ColourPair>,
        trapped: Vec<Cell>,
    },

    // ---- Wings.
    /// XY-, XYZ-, WXYZ-, VWXYZ-Wing (`name`: the English name; `counts`:
    /// the candidate counts, `3/2/2/2`; `classic`: an XY-Wing's two
    /// branches by the hinge digit that makes them Z).
    Wing {
        name: &'static str,
        counts: String,
        size: usize,
        hinged: bool,
        hinge: Cell,
        hinge_digits: DigitSet,
        wings: Vec<(Cell, DigitSet)>,
        digits: DigitSet,
        z: u8,
        z_cells: Vec<Cell>,
        classic: Option<[(u8, Option<Cell>); 2]>,
    },
    WWing {
        pincers: [Cell; 2],
        digits: DigitSet,
        link_house: House,
        link_cells: [Cell; 2],
        link_digit: u8,
        eliminated_digit: u8,
    },
    WxyzWing3222 {
        stem: Cell,
        branches: [Cell; 3],
        wxyz: [u8; 4],
        stem_box: House,
        line: House,
    },

    // ---- Uniqueness.
    UniqueRectangle {
        kind: u8,
        corners: Vec<Cell>,
        floor: Vec<Cell>,
        roof: Vec<Cell>,
        houses: Vec<House>,
        digits: DigitSet,
        extras: DigitSet,
        subset_cells: Vec<Cell>,
        subset_digits: DigitSet,
        link_digit: Option<u8>,
    },
    HiddenRectangle {
        corners: Vec<Cell>,
        bivalue_corner: Cell,
        target: Cell,
        houses: Vec<House>,
        digits: DigitSet,
        link_digit: u8,
        eliminated_digit: u8,
    },
    /// Avoidable rectangle (`open`: the open corners with the digits they
    /// may hold, as the pattern sees them).
    AvoidableRectangle {
        kind: u8,
        corners: Vec<Cell>,
        digits: DigitSet,
        placed: Vec<(Cell, u8)>,
        open: Vec<(Cell, DigitSet)>,
        digit: u8,
    },
    BugPlusOne {
        cell: Cell,
        digit: u8,
        houses: Vec<House>,
    },

    // ---- Last resorts.
    /// Templates of `digit`: how many fit, how many were set aside, and
    /// the cells all of them use (`set`) or none uses.
    Template {
        digit: u8,
        templates: u64,
        set_aside: u64,
        cells: Vec<Cell>,
        set: bool,
    },
    BruteForce {
        cell: Cell,
        choices: usize,
        digit: u8,
    },

    /// The placeholder of docs/strategy-template.rs (built in tests only).
    #[cfg(test)]
    Foo {
        cell: Cell,
        digits: DigitSet,
    },
}

/// One of a siamese fish's two fish: its covers and its fins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiameseHalf {
    pub cover: Vec<House>,
    pub fins: Vec<Cell>,
}

/// Multi-colours type 1: colour `a` of the first cluster or colour `b` of
/// the second holds the digit, because the other two colours touch (at
/// `contact`, a cell of each that see each other).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColourPair {
    pub a: usize,
    pub b: usize,
    pub contact: Option<(Cell, Cell)>,
}

/// The three single-digit chains of two strong links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainShape {
    Skyscraper,
    TwoStringKite,
    TurbotFish,
}

/// An empty rectangle: the box's candidates of `digit` in one row and one
/// column, a conjugate pair, and the cell that loses the digit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmptyRectangleSays {
    pub digit: u8,
    pub box_house: House,
    pub box_cells: Vec<Cell>,
    pub er_row: House,
    pub er_column: House,
    pub link_house: House,
    pub link_cells: [Cell; 2],
    pub target: Cell,
}

impl EmptyRectangleSays {
    /// The rectangle's line through the conjugate pair's cell in the box,
    /// and its other line.
    pub fn lines(&self) -> (House, House) {
        if self.link_house.kind == HouseKind::Column {
            (self.er_row, self.er_column)
        } else {
            (self.er_column, self.er_row)
        }
    }
}

/// A 2-String Kite's two strong links and its two ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kite {
    pub links: [House; 2],
    pub pincers: [Cell; 2],
}
