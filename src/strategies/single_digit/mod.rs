//! # Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle
//!
//! Look at one digit only. A house where the digit has exactly two cells is
//! a *strong link* (one of the two holds it); two cells that see each other
//! are a *weak link* (not both hold it). Strong links joined by weak links
//! make chains, and a cell that sees both ends of such a chain loses the
//! digit. This family holds the shortest ones. Read in this order:
//!
//! * [`links`]: strong and weak links, conjugate pairs, and the helpers the
//!   patterns of this family (and `coloring`) share;
//! * [`turbot_fish`]: the chain `A = B - C = D` that the next two strategies
//!   share, its finder and wording; Turbot Fish is every chain of this form
//!   that is neither of the two named shapes;
//! * [`skyscraper`]: two parallel pairs whose bases share a cross line;
//! * [`two_string_kite`]: a row pair and a column pair meeting in a box, and
//!   the Dual 2-String Kite (two kites through one box);
//! * [`empty_rectangle`]: a box whose candidates fit one row and one column,
//!   with one pair outside, and the Dual Empty Rectangle.
//!
//! The teaching items are re-exported here, so `single_digit::find_skyscrapers`
//! and `single_digit::SingleDigitChain` name what they always named.

pub mod empty_rectangle;
pub mod links;
pub mod skyscraper;
pub mod turbot_fish;
pub mod two_string_kite;

pub use links::{conjugate_pairs, StrongLink, WeakLink};
pub use skyscraper::{find_skyscrapers, is_skyscraper, Skyscrapers};
pub use turbot_fish::{
    find_single_digit_chains, find_turbot_fish, is_single_digit_chain, is_turbot_fish,
    single_digit_chain_eliminations, ChainShape, SingleDigitChain, TurbotFishes,
};
pub use two_string_kite::{
    dual_two_string_kite_eliminations, find_dual_two_string_kites, find_two_string_kites,
    is_dual_two_string_kite, is_two_string_kite, two_string_kite_eliminations, DualTwoStringKite,
    DualTwoStringKites, TwoStringKites,
};
