//! The named wings: XY-Wing, XYZ-Wing, WXYZ-Wing and VWXYZ-Wing, each the
//! generalised wing of [`super::wing`] with a given number of cells (and,
//! for three cells, whether the hinge holds Z): their predicates, finders
//! and delete lists, and their strategy types. Their declarations are in
//! the lesson, [`super::wing`] (re-exported here), where the pattern names
//! its strategy without a loop through the search.

use super::search::find_wings_fast;
use super::wing::{is_wing, wing_eliminations, Wing};
pub use super::wing::{VWXYZ_WING, WXYZ_WING, XYZ_WING, XY_WING};
use crate::grid::{Board, Candidate, Cell};
use crate::strategies::common::strategy;

/// An XY-Wing (3 bivalue cells, the hinge without Z).
pub type XyWing = Wing;
/// An XYZ-Wing (3 cells, the hinge holds Z).
pub type XyzWing = Wing;
/// A WXYZ-Wing (4 cells, any candidate counts).
pub type WxyzWing = Wing;
/// A VWXYZ-Wing (5 cells, any candidate counts).
pub type VwxyzWing = Wing;

// Their finders take the fast search's list, which is `find_wings`'s list
// (see `search.rs`): the solver and the notebooks call these.

/// An XY-Wing: three bivalue cells, the hinge {X,Y} seeing wings {X,Z} and {Y,Z}.
pub fn is_xy_wing(board: &Board, hinge: Cell, wings: &[Cell]) -> Option<XyWing> {
    is_wing(board, hinge, wings).filter(|w| w.size == 3 && !w.hinge_holds_z())
}
/// Every XY-Wing: the 3-cell wings of [`find_wings`](super::find_wings) whose hinge lacks Z.
pub fn find_xy_wings(board: &Board) -> Vec<XyWing> {
    let mut v = find_wings_fast(board, 3);
    v.retain(|w| !w.hinge_holds_z());
    v
}
/// Z leaves the cells seeing both wings.
pub fn xy_wing_eliminations(board: &Board, w: &XyWing) -> Vec<Candidate> {
    wing_eliminations(board, w)
}

/// An XYZ-Wing: the hinge {X,Y,Z} seeing wings {X,Z} and {Y,Z}.
pub fn is_xyz_wing(board: &Board, hinge: Cell, wings: &[Cell]) -> Option<XyzWing> {
    is_wing(board, hinge, wings).filter(|w| w.size == 3 && w.hinge_holds_z())
}
/// Every XYZ-Wing: the 3-cell wings of [`find_wings`](super::find_wings) whose hinge holds Z.
pub fn find_xyz_wings(board: &Board) -> Vec<XyzWing> {
    let mut v = find_wings_fast(board, 3);
    v.retain(|w| w.hinge_holds_z());
    v
}
/// Z leaves the cells seeing the hinge and both wings.
pub fn xyz_wing_eliminations(board: &Board, w: &XyzWing) -> Vec<Candidate> {
    wing_eliminations(board, w)
}

/// A WXYZ-Wing: a hinge and three wings, four digits, one non-restricted.
pub fn is_wxyz_wing(board: &Board, hinge: Cell, wings: &[Cell]) -> Option<WxyzWing> {
    is_wing(board, hinge, wings).filter(|w| w.size == 4)
}
/// Every WXYZ-Wing, whatever its candidate counts (`3/2/2/2`, `4/2/2/2`,
/// `2/3/2/2`, hingeless ...): [`find_wings`](super::find_wings) of 4 cells.
pub fn find_wxyz_wings(board: &Board) -> Vec<WxyzWing> {
    find_wings_fast(board, 4)
}
/// Z leaves the cells seeing every Z cell of the pattern.
pub fn wxyz_wing_eliminations(board: &Board, w: &WxyzWing) -> Vec<Candidate> {
    wing_eliminations(board, w)
}

/// A VWXYZ-Wing: a hinge and four wings, five digits, one non-restricted.
pub fn is_vwxyz_wing(board: &Board, hinge: Cell, wings: &[Cell]) -> Option<VwxyzWing> {
    is_wing(board, hinge, wings).filter(|w| w.size == 5)
}
/// Every VWXYZ-Wing, whatever its candidate counts: [`find_wings`](super::find_wings) of 5 cells.
pub fn find_vwxyz_wings(board: &Board) -> Vec<VwxyzWing> {
    find_wings_fast(board, 5)
}
/// Z leaves the cells seeing every Z cell of the pattern.
pub fn vwxyz_wing_eliminations(board: &Board, w: &VwxyzWing) -> Vec<Candidate> {
    wing_eliminations(board, w)
}

strategy!(
    /// XY-Wing.
    XyWings: Wing = find_xy_wings, eliminates wing_eliminations
);

strategy!(
    /// XYZ-Wing.
    XyzWings: Wing = find_xyz_wings, eliminates wing_eliminations
);

strategy!(
    /// WXYZ-Wing (every 4-cell wing).
    WxyzWings: Wing = find_wxyz_wings, eliminates wing_eliminations
);

strategy!(
    /// VWXYZ-Wing (every 5-cell wing).
    VwxyzWings: Wing = find_vwxyz_wings, eliminates wing_eliminations
);
