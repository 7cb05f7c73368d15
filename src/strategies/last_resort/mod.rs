//! The last resort: not logic, and named as such.
//!
//! * [`brute_force`]: one digit of the solution, looked up by the exact
//!   solver, when every logical strategy is stuck.

pub mod brute_force;

pub use brute_force::{
    brute_force_placements, find_brute_force, is_brute_force, BruteForce, BruteForceStep,
};
