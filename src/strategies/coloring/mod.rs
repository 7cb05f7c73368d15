//! # Coloring: Simple Colors (Trap, Wrap) and Multi-Colors
//!
//! Colour the conjugate pairs of one digit with two alternating colours: in
//! each connected cluster, one colour holds the digit and the other does
//! not. Read in this order:
//!
//! * [`clusters`]: the clusters and their two colours;
//! * [`simple_colors`]: what one cluster proves (trap and wrap);
//! * [`multi_colors`]: what two clusters that touch prove (types 1 and 2).
//!
//! `quick.rs` holds the solver's fast `first` for all four strategies (set
//! tests on the colours before any pattern is built), proven equal to the
//! finders by its test. The teaching items are re-exported here, so
//! `coloring::color_clusters` names what it always named.

pub mod clusters;
pub mod multi_colors;
mod quick;
pub mod simple_colors;

pub use clusters::{color_clusters, ColorCluster};
pub use multi_colors::{
    find_multi_colors_1, find_multi_colors_2, is_multi_colors, multi_colors_eliminations,
    MultiColors, MultiColors1, MultiColors2, MultiColorsKind,
};
pub use simple_colors::{
    find_simple_colors_traps, find_simple_colors_wraps, is_simple_colors,
    simple_colors_eliminations, SimpleColors, SimpleColorsKind, SimpleColorsTraps,
    SimpleColorsWraps,
};
