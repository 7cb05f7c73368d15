//! The fish pattern ([`Fish`]), its kinds ([`FishKind`]) and a set of them
//! ([`FishOptions`]): which kinds a search reports. Taught in
//! [`fish`](super::fish) and [`x_wing`](super::x_wing); here, below both and
//! below the searches, so that each can name them without a loop.

use crate::grid::{Cell, House};
use serde::Serialize;

/// A fish on one digit: `size` base houses whose candidates lie in `size`
/// cover houses, apart from the fins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fish {
    pub digit: u8,
    /// Number of base (and of cover) houses: 2 X-Wing, 3 Swordfish, 4 Jellyfish.
    pub size: usize,
    pub kind: FishKind,
    /// The houses whose candidates are confined (all rows or all columns
    /// for the basic shape).
    pub base_houses: Vec<House>,
    /// The houses that lose the digit outside the base.
    pub cover_houses: Vec<House>,
    /// The body: base candidates inside the cover houses that are no fins.
    pub cells: Vec<Cell>,
    /// Base candidates outside the cover houses (exo fins), endo fins aside.
    pub fins: Vec<Cell>,
    /// Base candidates in two base houses at once (endo fins; only when
    /// boxes overlap lines in the base).
    pub endo_fins: Vec<Cell>,
}

/// The shape and fins of a fish.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum FishKind {
    /// Rows and columns, no fins: every base candidate lies in the cover houses.
    Basic,
    /// Rows and columns with fins; each base house keeps at least two
    /// candidates in the covers.
    Finned,
    /// Rows and columns with fins, and some base house keeps at most one
    /// candidate in the covers.
    Sashimi,
    /// Boxes among the houses (lines of one direction in the base, of the
    /// other in the covers), no fins.
    Franken,
    /// A franken fish with fins.
    FinnedFranken,
    /// Any other mix of rows, columns and boxes, no fins.
    Mutant,
    /// A mutant fish with fins.
    FinnedMutant,
}

impl FishKind {
    /// Every kind, in the order of the ids table.
    pub const ALL: [FishKind; 7] = [
        FishKind::Basic,
        FishKind::Finned,
        FishKind::Sashimi,
        FishKind::Franken,
        FishKind::FinnedFranken,
        FishKind::Mutant,
        FishKind::FinnedMutant,
    ];
    /// Whether the fish has fins.
    pub const fn is_finned(self) -> bool {
        !matches!(self, FishKind::Basic | FishKind::Franken | FishKind::Mutant)
    }
    /// Whether the fish uses rows and columns only.
    pub const fn is_basic_shape(self) -> bool {
        matches!(self, FishKind::Basic | FishKind::Finned | FishKind::Sashimi)
    }
    pub(super) const fn index(self) -> usize {
        self as usize
    }
    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// Which kinds of fish a search reports: a set of [`FishKind`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FishOptions(u8);

impl FishOptions {
    /// No kind at all.
    pub const NONE: FishOptions = FishOptions(0);
    /// Fish of rows and columns: basic, finned and sashimi.
    pub const LINES: FishOptions = FishOptions::NONE
        .with(FishKind::Basic)
        .with(FishKind::Finned)
        .with(FishKind::Sashimi);
    /// Franken and mutant fish, with and without fins.
    pub const COMPLEX: FishOptions = FishOptions::NONE
        .with(FishKind::Franken)
        .with(FishKind::FinnedFranken)
        .with(FishKind::Mutant)
        .with(FishKind::FinnedMutant);
    /// Every kind (the mutant search is slow for jellyfish and up).
    pub const ALL: FishOptions = FishOptions(FishOptions::LINES.0 | FishOptions::COMPLEX.0);
    /// The finned kinds.
    pub const FINNED: FishOptions = FishOptions::NONE
        .with(FishKind::Finned)
        .with(FishKind::Sashimi)
        .with(FishKind::FinnedFranken)
        .with(FishKind::FinnedMutant);

    /// Only fish of one kind.
    pub const fn only(kind: FishKind) -> FishOptions {
        FishOptions(kind.bit())
    }
    /// These kinds and `kind`.
    pub const fn with(self, kind: FishKind) -> FishOptions {
        FishOptions(self.0 | kind.bit())
    }
    /// The kinds in both sets.
    pub const fn and(self, other: FishOptions) -> FishOptions {
        FishOptions(self.0 & other.0)
    }
    /// Whether fish of `kind` are wanted.
    pub const fn allows(self, kind: FishKind) -> bool {
        self.0 & kind.bit() != 0
    }
    /// Whether any kind of `other` is wanted.
    pub const fn allows_any(self, other: FishOptions) -> bool {
        self.0 & other.0 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_of_kinds_holds_what_was_put_in() {
        for kind in FishKind::ALL {
            let only = FishOptions::only(kind);
            for other in FishKind::ALL {
                assert_eq!(only.allows(other), kind == other, "{kind:?} {other:?}");
                assert!(FishOptions::ALL.allows(other));
                assert!(!FishOptions::NONE.allows(other));
            }
            assert_eq!(FishOptions::LINES.allows(kind), kind.is_basic_shape());
            assert_eq!(FishOptions::COMPLEX.allows(kind), !kind.is_basic_shape());
            assert_eq!(FishOptions::FINNED.allows(kind), kind.is_finned());
        }
    }
}
