//! Singles: a cell with one place for a digit. The first strategies anyone
//! learns, and the ones every walkthrough uses most.
//!
//! * [`full_house`]: the last empty cell of a house takes the missing digit;
//! * [`naked_single`]: a cell with one candidate left;
//! * [`hidden_single`]: a digit with one place left in a house.

pub mod full_house;
pub mod hidden_single;
pub mod naked_single;
