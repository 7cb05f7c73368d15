//! # Wings: a few cells whose digits force one digit into one of them
//!
//! * [`wing`]: the generalised wing. XY-Wing, XYZ-Wing, WXYZ-Wing and
//!   VWXYZ-Wing are one pattern, `k` cells (3 to 5) holding only `k`
//!   digits, every digit but one (Z) restricted, so Z fills one of its
//!   cells and leaves every cell seeing them all;
//! * [`w_wing`]: two bivalue cells {X,Y} joined by a strong link on X, so
//!   one of them is Y.
//!
//! Machinery beside the teaching files: [`search`] (the fast wing search
//! the solver uses, proven to list what [`wing::find_wings`] lists) and
//! [`quick`] (the solver's quick test for wings).

pub mod quick;
pub mod search;
pub mod w_wing;
pub mod wing;

pub use w_wing::{find_w_wings, is_w_wing, w_wing_eliminations, WWing, WWings};
pub use wing::{
    find_vwxyz_wings, find_wings, find_wxyz_wings, find_xy_wings, find_xyz_wings, is_vwxyz_wing,
    is_wing, is_wxyz_wing, is_xy_wing, is_xyz_wing, vwxyz_wing_eliminations, wing_eliminations,
    wxyz_wing_eliminations, xy_wing_eliminations, xyz_wing_eliminations, VwxyzWing, VwxyzWings,
    Wing, WxyzWing, WxyzWings, XyWing, XyWings, XyzWing, XyzWings, MAX_CELLS, MIN_CELLS,
};
