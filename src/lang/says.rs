//! What a step found and why, as data: a pattern's [`Pattern::says`]
//! gives a [`Says`] (a message key and its arguments: cells, digits,
//! houses, nested parts), and each catalogue says it in its language
//! ([`super::Catalogue::explain`]). The case analysis lives in the
//! pattern; the words, in the catalogues.
//!
//! [`Pattern::says`]: crate::step::Pattern::says

use crate::grid::{Candidate, Cell, CellSet, DigitSet, House, HouseKind};
use std::fmt;
use std::sync::Arc;

/// A strategy's words in every language, written beside its pattern in its
/// teaching file (the template, docs/strategy-template.rs, shows how). One
/// required method per language: a strategy that does not say itself in
/// one does not compile. Cells are written `r1c1` (the reader's notation
/// rewrites them); `crate::text` and `crate::text::ja` write lists.
pub trait OwnWords: fmt::Debug + Send + Sync {
    /// The English: the strategy's name first, then the pattern and its
    /// logic (`Foo: r1c1 holds only {37}, so it is one of the two`); the
    /// step adds the conclusion (`, so r1c2<>3`).
    fn en(&self) -> String;
    /// The Japanese, without the name (the catalogue writes the Japanese
    /// name and `：` before it, and the conclusion after it).
    fn ja(&self) -> String;
}

/// A pattern's own words ([`OwnWords`]), shared; two are equal when they
/// say the same in every language.
#[derive(Clone, Debug)]
pub struct Words(pub Arc<dyn OwnWords>);

impl Words {
    /// The words of `pattern`.
    pub fn of(pattern: impl OwnWords + 'static) -> Words {
        Words(Arc::new(pattern))
    }
}

impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        self.0.en() == other.0.en() && self.0.ja() == other.0.ja()
    }
}

impl Eq for Words {}

/// A step's reasoning, without its conclusion (the step adds what it
/// removes or places).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Says {
    /// A strategy written outside the registry (a notebook's): its own
    /// words, in English and, if it gives them, in Japanese.
    Custom { en: String, ja: Option<String> },
    /// A registered strategy that says itself: its words live in its
    /// teaching file ([`OwnWords`]), one method per language.
    Own(Words),
    /// Singles, intersections, subsets, fish.
    Basic(BasicSays),
    /// Single-digit patterns, colouring, wings, uniqueness, last resorts.
    Patterns(PatternSays),
    /// Chains, almost locked sets, forcing, kraken fish.
    Chains(ChainSays),
}

/// The reasoning of singles, intersections, subsets and fish: each
/// catalogue says every one in `says/basic.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BasicSays {
    // ---- Singles.
    /// The only empty cell of a house.
    FullHouse { house: House, cell: Cell, digit: u8 },
    /// The only candidate left in a cell.
    NakedSingle { cell: Cell, digit: u8 },
    /// The only place for a digit in a house.
    HiddenSingle { house: House, cell: Cell, digit: u8 },

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
}

/// The reasoning of single-digit patterns, colouring, wings, uniqueness
/// and the last resorts: each catalogue says every one in `says/patterns.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternSays {
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
}

/// The reasoning of chains, almost locked sets, forcing chains and nets
/// and kraken fish: each catalogue says every one in `says/chains.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainSays {
    // ---- Chains.
    /// A chain in Eureka `notation` (`name`: the English name of its kind),
    /// its two ends, and why each almost locked set's inner link holds.
    Chain {
        case: ChainCase,
        name: &'static str,
        notation: String,
        first: Node,
        last: Node,
        sets: Vec<AlsLink>,
    },

    // ---- Almost locked sets.
    /// ALS-XZ: sets A and B, restricted commons `x`; singly linked: Z in
    /// A or B; doubly linked: the rest of each set (`rests`) is locked.
    AlsXz {
        a: AlsName,
        b: AlsName,
        x: DigitSet,
        z: DigitSet,
        doubly: bool,
        rests: Vec<(char, DigitSet, CellSet)>,
    },
    AlsXyWing {
        a: AlsName,
        b: AlsName,
        c: AlsName,
        x: DigitSet,
        y: DigitSet,
        z: DigitSet,
    },
    /// Sets joined by link digits (`links[i]` between sets i and i+1).
    AlsChain {
        sets: Vec<AlsName>,
        links: Vec<DigitSet>,
        z: DigitSet,
    },
    DeathBlossom {
        stem: Cell,
        stem_digits: DigitSet,
        petals: Vec<(u8, AlsName)>,
        z: DigitSet,
    },
    /// Sue de Coq: the intersection's cells and digits, the line's and the
    /// box's own sets, and the digits that then leave each house.
    SueDeCoq {
        extended: bool,
        cells: CellSet,
        digits: DigitSet,
        line: House,
        block: House,
        line_cells: CellSet,
        line_digits: DigitSet,
        box_cells: CellSet,
        box_digits: DigitSet,
    },

    // ---- Forcing chains and nets.
    Forcing(ForcingSays),
    /// Nishio: the forcing contradiction, following one digit.
    Nishio {
        digit: u8,
        forcing: ForcingSays,
        clash: Option<ClashSays>,
    },
    /// A forcing net whose branches use facts proved by inner branches.
    NestedForcing {
        forcing: ForcingSays,
        inner_chains: bool,
        inner: Vec<InnerSays>,
    },
    /// A kraken fish: the finned fish, the cases it makes sure of, a chain
    /// from each to the conclusion (`name`, `fish_name`: English names).
    Kraken {
        name: String,
        fish_name: String,
        kraken_type: u8,
        digit: u8,
        size: usize,
        sashimi: bool,
        base: Vec<House>,
        cover: Vec<House>,
        fins: Vec<Cell>,
        /// Type 2: the cover house and the base candidates in it.
        cover_house: Option<(House, Vec<Cell>)>,
        premises: Vec<Cell>,
        branches: Vec<BranchSays>,
        conclusion: Fact,
    },
}

/// Which part of a catalogue says a [`Says`]: each catalogue keeps its
/// explanations in three files, by these groups of families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// Singles, intersections, subsets, fish.
    Basic,
    /// Single-digit patterns, colouring, wings, uniqueness, last resorts.
    Patterns,
    /// Chains, almost locked sets, forcing, kraken fish.
    Chains,
}

impl Says {
    /// The group of families this message belongs to.
    pub fn group(&self) -> Group {
        match self {
            Says::Basic(_) => Group::Basic,
            Says::Patterns(_) | Says::Custom { .. } | Says::Own(_) => Group::Patterns,
            Says::Chains(_) => Group::Chains,
        }
    }
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
        if self.link_house.kind() == HouseKind::Column {
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

mod chain_parts;
pub use chain_parts::*;
