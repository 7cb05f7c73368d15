//! # Wings: a few cells whose digits force one digit into one of them
//!
//! * [`wing`]: the generalised wing. XY-Wing, XYZ-Wing, WXYZ-Wing and
//!   VWXYZ-Wing are one pattern, `k` cells (3 to 5) holding only `k`
//!   digits, every digit but one (Z) restricted, so Z fills one of its
//!   cells and leaves every cell seeing them all;
//!   ([`named`]: the four named wings, each a number of cells);
//! * [`w_wing`]: two bivalue cells {X,Y} joined by a strong link on X, so
//!   one of them is Y;
//! * [`wxyz_wing_3222`]: the user's study of one WXYZ-Wing layout, a stem
//!   {W,X,Y} and branches {W,Z}, {X,Z}, {Y,Z} placed on a box and a line,
//!   built as its author wrote it, as the worked example of
//!   `docs/adding-a-strategy.md` (every instance is also a generalised
//!   WXYZ-Wing, so the default solver leaves it out).
//!
//! Machinery beside the teaching files: [`search`] (the fast wing search
//! the solver uses, proven to list what [`wing::find_wings`] lists) and
//! [`quick`] (the solver's quick test for wings).

pub mod named;
pub mod quick;
pub mod search;
pub mod w_wing;
pub mod wing;
pub mod wxyz_wing_3222;

// The template of docs/adding-a-strategy.md, built and tested with the wings
// so that it keeps compiling as the code moves on; test builds register it
// as the guide says (`strategies::registry`, the Japanese catalogue), and
// `registry::tests::the_template_is_known_everywhere` checks every place.
#[cfg(test)]
#[path = "../../../docs/strategy-template.rs"]
pub(crate) mod template;

pub use named::{
    find_vwxyz_wings, find_wxyz_wings, find_xy_wings, find_xyz_wings, is_vwxyz_wing, is_wxyz_wing,
    is_xy_wing, is_xyz_wing, vwxyz_wing_eliminations, wxyz_wing_eliminations, xy_wing_eliminations,
    xyz_wing_eliminations, VwxyzWing, VwxyzWings, WxyzWing, WxyzWings, XyWing, XyWings, XyzWing,
    XyzWings,
};
pub use w_wing::{find_w_wings, is_w_wing, w_wing_eliminations, WWing, WWings};
pub use wing::{find_wings, is_wing, wing_eliminations, Wing, MAX_CELLS, MIN_CELLS};
pub use wxyz_wing_3222::{
    every_wxyz_wing_3222, find_wxyz_wings_3222, is_wxyz_wing_3222, study_cell, study_name,
    wxyz_wing_3222_eliminations, WxyzWing3222, WxyzWings3222,
};
