//! Singles: a cell with one place for a digit. The first strategies anyone
//! learns, and the ones every walkthrough uses most.
//!
//! * [`full_house`]: the last empty cell of a house takes the missing digit;
//! * [`naked_single`]: a cell with one candidate left;
//! * [`hidden_single`]: a digit with one place left in a house;
//! * [`scanning`]: each of them explained from the digits on the board alone.

/// The ids of the singles, easiest first: what `find --after-singles`
/// places first and the step page folds together.
pub const IDS: [&str; 3] = [
    crate::strategies::singles::full_house::FULL_HOUSE.id,
    crate::strategies::singles::naked_single::NAKED_SINGLE.id,
    crate::strategies::singles::hidden_single::HIDDEN_SINGLE.id,
];

pub mod full_house;
pub mod hidden_single;
pub mod naked_single;
pub mod scanning;
