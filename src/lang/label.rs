//! What a mark in a picture means, as data: a pattern names its marks with
//! a [`Label`] ("hinge", "row 4: one place for 7"), and each catalogue
//! says it in its language ([`super::Catalogue::label`]). No language is
//! read back from another: a new label is one variant here and one line in
//! each catalogue, and the compiler lists a catalogue that forgets it.

use crate::grid::{Cell, DigitSet, House};
use crate::role::Role;

/// A legend entry: a message key and its arguments (cells, digits,
/// houses), in no language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Label {
    // ---- The renderer's own words, for marks a pattern does not name.
    /// A disc of this role: `pattern`, `fin`, `elimination` ...
    Role(Role),
    /// A frame of this role: `pattern cell`, `fin cell` ...
    RoleCell(Role),
    /// Several shadings that overlap: `house and second house`.
    Together(Vec<Label>),
    StrongLink,
    WeakLink,
    /// A digit view's links: a house where the digit has two places.
    ConjugatePair,
    /// More links than a picture draws ([`crate::render::MAX_LINKS`]):
    /// `only the first 2000 of 20000 links are drawn`.
    LinksNotDrawn {
        drawn: usize,
        total: usize,
    },
    /// The kinds of digit on a board: givens and placed digits.
    Given,
    PlacedDigit,
    /// A scan's digit on the board that rules cells out, and its line.
    BlockingDigit,
    BlockingLine,
    /// The cell a scan leaves for the digit.
    CellLeft,

    // ---- Houses and digits.
    /// `row 4`.
    House(House),
    /// `row 4 and box 5`, `row 1, row 5 and column 2`.
    Houses(Vec<House>),
    /// `row 1 and row 5 and column 2 and column 7` (a rectangle's houses).
    RectangleHouses(Vec<House>),
    /// `the 7s` (every candidate of a digit in the pattern).
    TheDigits(u8),
    /// `the 7s of box 3`.
    TheDigitsOf {
        digit: u8,
        house: House,
    },
    /// `where they meet` (the overlap of two houses).
    WhereTheyMeet,
    /// `both` (the overlap of two named houses).
    Both,
    /// `see each other` (a weak link between two candidates).
    SeeEachOther,
    /// `not both` (a weak link).
    NotBoth,

    // ---- Singles.
    /// `r4c5: one candidate`.
    OneCandidate(Cell),
    /// `row 4: one place for 7`.
    OnePlaceFor {
        house: House,
        digit: u8,
    },
    /// `row 4: one empty cell`.
    OneEmptyCell(House),

    // ---- Subsets.
    /// `naked pair {37}`, `locked triple {137}`, `hidden quad {1379}`.
    Subset {
        kind: SubsetKind,
        size: usize,
        digits: DigitSet,
    },
    /// Aligned exclusion: `the two cells` / `the three cells`.
    AlignedCells(usize),
    /// `their candidates`.
    TheirCandidates,
    /// `empty under a pair` / `empty under a triple`.
    EmptyUnder(usize),

    // ---- Fish.
    /// `base rows 2 and 7`.
    Base(Vec<House>),
    /// `cover columns 1 and 4`.
    Cover(Vec<House>),
    /// `base and cover`.
    BaseAndCover,
    /// `the fish's 7s`.
    FishDigits(u8),
    /// Kraken fish: `fins: a case each`, `column 4: a case each`.
    FinsACaseEach,
    ACaseEach(House),

    // ---- Single-digit patterns and colouring.
    /// `only two 7s`.
    OnlyTwo(u8),
    /// `row 4: only two 7s`.
    OnlyTwoIn {
        house: House,
        digit: u8,
    },
    /// `only two 7s in a house`.
    OnlyTwoInAHouse(u8),
    /// `box 5: the rectangle`.
    TheRectangle(House),
    /// `row 4: shared`.
    Shared(House),
    /// `row 4: one colour twice`.
    OneColourTwice(House),
    /// `same colour, same house`.
    SameColourSameHouse,
    /// A colour's name in multi-colouring (`A1`, `A2`, `B1`, `B2`).
    Colour {
        cluster: char,
        side: u8,
    },
    /// `A and B see each other`.
    ColoursSeeEachOther,
    /// A fact of a nested forcing net that an inner branch proved.
    ProvedByAnInnerBranch,
    /// A colour found false, drawn as its eliminations (`A1: eliminated`).
    ColourRemoved {
        cluster: char,
        side: u8,
    },

    // ---- Wings.
    /// `hinge` / `first cell`.
    Hinge,
    FirstCell,
    /// `3 and 7: see each other`.
    DigitsSeeEachOther(DigitSet),
    /// `Z = 5`, `Z = 3/5`: the digits joined by `sep` (`/`, `,` or
    /// nothing), as the pattern's explanation lists them; `Z` alone without
    /// digits (a hint's picture, which must not name what is removed).
    Z(DigitSet, &'static str),
    /// `X = 3,5`.
    X(DigitSet, &'static str),
    /// `X = 3, Y = 5`.
    XY {
        x: DigitSet,
        y: DigitSet,
    },
    /// W-Wing: `row 4: 7 only twice`, `7, the link digit`, `5: one pincer is 5`.
    OnlyTwice {
        house: House,
        digit: u8,
    },
    TheLinkDigit(u8),
    OnePincerIs(u8),
    /// WXYZ-Wing 3222: `stem`, `W, X, Y`, `row 4: the stem's line`,
    /// `box 5: the stem's box`.
    Stem,
    Wxy,
    StemsLine(House),
    StemsBox(House),

    // ---- Uniqueness.
    /// `corners' {37}`, `open corners' {37}`, `placed corners`.
    Corners(DigitSet),
    OpenCorners(DigitSet),
    /// `loop's {37}` (a unique loop's cells).
    LoopCells(DigitSet),
    PlacedCorners,
    /// `extra candidate`, `extra 5`.
    ExtraCandidate,
    Extra(u8),
    /// `naked subset`.
    NakedSubset,
    /// `only places for 3`.
    OnlyPlacesFor(u8),
    /// `3 only on the rectangle`.
    OnlyOnTheRectangle(u8),
    /// BUG+1: `5 three times`, `r4c5's others, the 5s`.
    ThreeTimes(u8),
    OthersAndDigits {
        cell: Cell,
        digit: u8,
    },

    // ---- Almost locked sets.
    /// `almost locked set (ALS)`.
    AlmostLockedSet,
    /// ALS-XZ: `houses of A and B`, `A and B`, `rest of A`, `rest of B`.
    HousesOfAB,
    AB,
    RestOfA,
    RestOfB,
    /// ALS-XY-Wing: `houses of A, B, C`, `A, B and C`, `rest of A and B`,
    /// `rest of C`.
    HousesOfABC,
    ABC,
    RestOfAB,
    RestOfC,
    /// ALS chain: `houses of the sets`, `the sets`, `link digits`,
    /// `rest of sets 1, 3, ...`, `rest of sets 2, 4, ...`, `link: not both`.
    HousesOfTheSets,
    TheSets,
    LinkDigits,
    RestOfOddSets,
    RestOfEvenSets,
    LinkNotBoth,
    /// Death blossom: `stem and petals`, `stem digits`, `rest of petals 1,
    /// 3, ...`, `rest of petals 2, 4, ...`, `stem digit: not both`.
    StemAndPetals,
    StemDigits,
    RestOfOddPetals,
    RestOfEvenPetals,
    StemDigitNotBoth,
    /// Sue de Coq: `intersection`, `cells used`, `{37} in the
    /// intersection`, `{37} in the row`, `{37} in the box`.
    Intersection,
    CellsUsed,
    InTheIntersection(DigitSet),
    InTheLine {
        digits: DigitSet,
        line: House,
    },
    InTheBox(DigitSet),

    // ---- Chains and forcing.
    /// `false if the first is`, `true if the first is false`.
    FalseIfTheFirstIs,
    TrueIfTheFirstIsFalse,
    /// `strong: one is true`, `weak: not both`.
    StrongOneIsTrue,
    WeakNotBoth,
    /// `assumed`, `a case`, `row 4: the cases`.
    Assumed,
    ACase,
    TheCases(House),
    /// `then true`, `then false`, `makes true`, `makes false`.
    ThenTrue,
    ThenFalse,
    MakesTrue,
    MakesFalse,
    /// A nested net's condensed arrow: the latest true fact a fact rests
    /// on, which with the facts before it makes it true (false).
    WithEarlierFactsMakes(bool),
    /// `contradiction`.
    Contradiction,

    // ---- Last resorts.
    /// `5s some template uses`.
    SomeTemplateUses(u8),
    /// `r4c5: from the search`.
    FromTheSearch(Cell),
}

/// Which subset a [`Label::Subset`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubsetKind {
    Naked,
    Locked,
    Hidden,
}
