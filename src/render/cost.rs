//! What a link arrow pays for running over a point of the picture, per 3
//! pixels: the costs `route.rs` weighs its shapes and paths by, and a
//! [`Spot`], what lies under a point (worked out by
//! [`super::route::Router::spot`]), which a link pays for as
//! [`Spot::cost`] says.

use crate::grid::Cell;
use crate::step::CandidateRef;

/// Cost of a stretch of 3 pixels out of the grid: chosen only when
/// nothing else is possible.
pub(super) const OUTSIDE: f64 = 5000.0;
/// Cost of 3 pixels over a given or placed digit.
pub(super) const OVER_DIGIT: f64 = 400.0;
/// Cost of 3 pixels over a highlighted candidate, and over a plain one.
pub(super) const OVER_DISC: f64 = 12.0;
/// Cost of 3 pixels close around a highlighted candidate's disc (within
/// [`halo`] of it): a link that grazes a disc reads as a link to it.
pub(super) const NEAR_DISC: f64 = 6.0;
pub(super) const OVER_CANDIDATE: f64 = 8.0;
/// Cost of 3 pixels along a box line, and along a thin cell line (where an
/// arrow would hide in the line).
pub(super) const ALONG_BOX_LINE: f64 = 10.0;
pub(super) const ALONG_CELL_LINE: f64 = 3.0;
/// Cost of 3 pixels per earlier arrow stretch in the same patch.
pub(super) const CROWDED: f64 = 2.0;
/// Cost of a cell's length of curve.
pub(super) const PER_CELL: f64 = 0.4;

/// How far around a disc of `radius` a link pays [`NEAR_DISC`] (`cell`:
/// the side of a cell).
pub(super) fn halo(radius: f64, cell: f64) -> f64 {
    radius + (cell * 0.12).max(3.0)
}

/// What lies under a point of the picture, for every link alike: whether
/// it is off the grid, which patch's crowd counts there, a grid line, and
/// the digit or candidate it runs over. A link pays for it as
/// [`Spot::cost`] says.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Spot {
    /// Off the grid: the point costs [`OUTSIDE`], whatever else.
    pub(super) outside: bool,
    /// The patch whose crowd counts there (`u32::MAX`: none).
    pub(super) patch: u32,
    /// The cost of running along a grid line there.
    pub(super) line: f64,
    /// The cell, and in an empty one the candidate slot: a link that
    /// ends there (on that candidate, or on the filled cell's digit) is
    /// not charged for running over it.
    pub(super) cell: Cell,
    pub(super) slot: Option<u8>,
    /// What running over the digit or candidate there costs.
    pub(super) over: f64,
}

impl Spot {
    /// The patch whose crowd counts here.
    pub(super) fn crowd_patch(&self) -> Option<usize> {
        (self.patch != u32::MAX).then_some(self.patch as usize)
    }

    /// Off the grid: nothing else matters.
    pub(super) const OUTSIDE: Spot = Spot {
        outside: true,
        patch: u32::MAX,
        line: 0.0,
        cell: Cell::new(0, 0),
        slot: None,
        over: 0.0,
    };

    /// What 3 pixels of a link with `ends` cost here, with `crowd` arrow
    /// stretches already in each patch.
    pub(super) fn cost(&self, crowd: &[u16], ends: [CandidateRef; 2]) -> f64 {
        if self.outside {
            return OUTSIDE;
        }
        let crowded = crowd
            .get(self.patch as usize)
            .map_or(0.0, |&n| f64::from(n) * CROWDED)
            + self.line;
        let own = ends
            .iter()
            .any(|e| e.cell == self.cell && self.slot.map_or(true, |d| e.digit == d));
        if own {
            crowded
        } else {
            crowded + self.over
        }
    }
}
