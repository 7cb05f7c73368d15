//! # The anatomy of a fish: the bookkeeping behind `is_fish`
//!
//! Given a digit, base houses and cover houses, sort the digit's candidates
//! into the body, the fins (exo: outside every cover; endo: in two base
//! houses at once) and the targets (what goes if no fin is true), and name
//! the shape from the kinds of houses used. [`is_fish`](super::is_fish),
//! [`fish_eliminations`](super::fish_eliminations), the fast search and the
//! franken/mutant search all read a fish through this.

use super::kinds::FishKind;
use crate::grid::{Board, CellSet, Geometry, House};

/// Kind bits of a set of houses: 1 row, 2 column, 4 box.
const ROWS: u8 = 1;
const COLUMNS: u8 = 2;
const BOXES: u8 = 4;

/// Shape of a fish from the kinds of its base and cover houses (HoDoKu's
/// classification): rows against columns is basic; lines of one direction
/// (and boxes) against lines of the other (and boxes) is franken; anything
/// else is mutant. Returns the unfinned kind.
pub(super) fn shape(base_kinds: u8, cover_kinds: u8) -> FishKind {
    let lines_vs = |a: u8, b: u8| {
        (base_kinds == a || base_kinds == a | BOXES)
            && (cover_kinds == b || cover_kinds == b | BOXES)
    };
    if (base_kinds, cover_kinds) == (ROWS, COLUMNS) || (base_kinds, cover_kinds) == (COLUMNS, ROWS)
    {
        FishKind::Basic
    } else if lines_vs(ROWS, COLUMNS) || lines_vs(COLUMNS, ROWS) {
        FishKind::Franken
    } else {
        FishKind::Mutant
    }
}

/// What a set of base and cover houses makes of a digit's candidates.
pub(super) struct Anatomy {
    /// Candidates in the base houses.
    pub(super) base_cands: CellSet,
    /// Base candidates in two or more base houses.
    pub(super) endo_fins: CellSet,
    /// Base candidates outside every cover house.
    pub(super) exo_fins: CellSet,
    /// Candidates that go if no fin is true: cover candidates outside the
    /// base, and base candidates in two or more cover houses (cannibalism).
    pub(super) targets: CellSet,
}

/// Sorts out candidates, fins and targets; `None` unless the houses are
/// valid (distinct, on the board, no house both base and cover, each base
/// house open for the digit, each cover house meeting a base candidate).
pub(super) fn anatomy(
    board: &Board,
    digit: u8,
    base: &[House],
    cover: &[House],
) -> Option<(Anatomy, u8, u8)> {
    let geo = board.geometry();
    if !geo.has_digit(digit) {
        return None;
    }
    let cands = board.digit_cells(digit) & geo.all_cells;
    let kind_bit = |h: House| [ROWS, COLUMNS, BOXES][h.kind() as usize];
    let (mut base_kinds, mut cover_kinds) = (0u8, 0u8);
    let (mut base_cands, mut endo_fins) = (CellSet::EMPTY, CellSet::EMPTY);
    for (i, &h) in base.iter().enumerate() {
        let in_house = cands & geo_house(geo, h)?;
        if base[..i].contains(&h) || in_house.is_empty() {
            return None;
        }
        endo_fins |= base_cands & in_house;
        base_cands |= in_house;
        base_kinds |= kind_bit(h);
    }
    let (mut cover_cells, mut twice) = (CellSet::EMPTY, CellSet::EMPTY);
    for (i, &h) in cover.iter().enumerate() {
        let cells = geo_house(geo, h)?;
        if cover[..i].contains(&h) || base.contains(&h) || !base_cands.intersects(cells) {
            return None;
        }
        twice |= cover_cells & cells;
        cover_cells |= cells;
        cover_kinds |= kind_bit(h);
    }
    let targets = ((cands & cover_cells) - base_cands) | (base_cands & twice);
    Some((
        Anatomy {
            base_cands,
            endo_fins,
            exo_fins: base_cands - cover_cells,
            targets,
        },
        base_kinds,
        cover_kinds,
    ))
}

/// The cells of house `h`, if it is on the board.
fn geo_house(geo: &Geometry, h: House) -> Option<CellSet> {
    geo.has_house(h).then(|| geo.house(h))
}

impl Anatomy {
    /// The targets that also see every fin (exo and endo): what the fish removes.
    pub(super) fn eliminations(&self, geo: &Geometry) -> CellSet {
        let mut out = self.targets;
        for fin in self.exo_fins | self.endo_fins {
            out &= geo.peers(fin);
        }
        out
    }
}
