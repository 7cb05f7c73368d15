//! The last resort: not logic, and named as such.
//!
//! * [`brute_force`]: one digit of the solution, looked up by the exact
//!   solver, when every logical strategy is stuck.

pub mod brute_force;
