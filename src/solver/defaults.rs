//! Which registered strategies the default solvers leave out, and why: each
//! strategy's declaration says it ([`Decl::left_out`]): the last resort,
//! patterns that can never fire after the strategies tried before them, and
//! strategies kept out for now for their cost or their rating. `strategies`
//! prints each reason; `find`, `explore` and
//! [`Solver::with`](super::Solver::with) use them all.
//!
//! [`Decl::left_out`]: crate::strategies::Decl

use crate::strategies::decl::LeftOut;
use crate::strategies::{by_id, last_resort};

/// The id of the last-resort step that [`Solver::new`](super::Solver::new) leaves out.
pub const BRUTE_FORCE: &str = last_resort::brute_force::BRUTE_FORCE.id;

/// Why [`Solver::new`](super::Solver::new) and
/// [`Solver::complete`](super::Solver::complete) leave strategy `id` out, or
/// `None` if they use it (or the id is unknown). `Solver::complete` still
/// ends with brute force.
pub fn left_out_by_default(id: &str) -> Option<LeftOut> {
    by_id(id).and_then(|s| s.decl.left_out)
}

/// Whether the default solvers leave strategy `id` out because it can never
/// fire there: a composite (a dual pattern or a siamese fish, which joins two
/// steps of a strategy tried before it) or a pattern subsumed by one tried
/// before it (the WXYZ-Wing 3222 of the user's study).
pub fn never_fires_by_default(id: &str) -> bool {
    by_id(id).is_some_and(|s| s.decl.never_fires_by_default())
}

/// Whether the default solvers leave strategy `id` out for now, for its cost
/// or its rating (not because it never fires, nor brute force): the
/// strategies `find`, `explore` and [`Solver::with`](super::Solver::with)
/// can still use where the default solver would not.
pub fn left_out_for_now(id: &str) -> bool {
    match left_out_by_default(id) {
        None | Some(LeftOut::NotLogic | LeftOut::JoinsTwoSteps | LeftOut::Subsumed) => false,
        Some(_) => true,
    }
}
