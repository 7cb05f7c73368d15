//! What fish are called: the names by size and kind, the strategy ids, and
//! house lists as explanations write them ("rows 2 and 7").

use crate::grid::{House, HouseKind};
use crate::text::join_and;

/// The names of fish by size (index = size).
pub(super) const FISH_NAMES: [&str; 8] = [
    "",
    "",
    "X-Wing",
    "Swordfish",
    "Jellyfish",
    "Squirmbag",
    "Whale",
    "Leviathan",
];

/// The name prefix of each kind (index = [`FishKind`](super::FishKind) order).
pub(super) const KIND_PREFIX: [&str; 7] = [
    "",
    "Finned ",
    "Sashimi ",
    "Franken ",
    "Finned Franken ",
    "Mutant ",
    "Finned Mutant ",
];

/// Strategy ids by size (index = size - 2) and kind
/// ([`FishKind`](super::FishKind) order).
pub(super) const FISH_IDS: [[&str; 7]; 6] = [
    [
        crate::strategies::fish::by_kind::X_WING.id,
        crate::strategies::fish::by_kind::FINNED_X_WING.id,
        crate::strategies::fish::by_kind::SASHIMI_X_WING.id,
        crate::strategies::fish::by_kind::FRANKEN_X_WING.id,
        crate::strategies::fish::by_kind::FINNED_FRANKEN_X_WING.id,
        crate::strategies::fish::by_kind::MUTANT_X_WING.id,
        crate::strategies::fish::by_kind::FINNED_MUTANT_X_WING.id,
    ],
    [
        crate::strategies::fish::by_kind::SWORDFISH.id,
        crate::strategies::fish::by_kind::FINNED_SWORDFISH.id,
        crate::strategies::fish::by_kind::SASHIMI_SWORDFISH.id,
        crate::strategies::fish::by_kind::FRANKEN_SWORDFISH.id,
        crate::strategies::fish::by_kind::FINNED_FRANKEN_SWORDFISH.id,
        crate::strategies::fish::by_kind::MUTANT_SWORDFISH.id,
        crate::strategies::fish::by_kind::FINNED_MUTANT_SWORDFISH.id,
    ],
    [
        crate::strategies::fish::by_kind::JELLYFISH.id,
        crate::strategies::fish::by_kind::FINNED_JELLYFISH.id,
        crate::strategies::fish::by_kind::SASHIMI_JELLYFISH.id,
        crate::strategies::fish::by_kind::FRANKEN_JELLYFISH.id,
        crate::strategies::fish::by_kind::FINNED_FRANKEN_JELLYFISH.id,
        crate::strategies::fish::by_kind::MUTANT_JELLYFISH.id,
        crate::strategies::fish::by_kind::FINNED_MUTANT_JELLYFISH.id,
    ],
    [
        "squirmbag",
        "finned-squirmbag",
        "sashimi-squirmbag",
        "franken-squirmbag",
        "finned-franken-squirmbag",
        "mutant-squirmbag",
        crate::strategies::fish::by_kind::FINNED_MUTANT_SQUIRMBAG.id,
    ],
    [
        "whale",
        "finned-whale",
        "sashimi-whale",
        "franken-whale",
        "finned-franken-whale",
        "mutant-whale",
        crate::strategies::fish::by_kind::FINNED_MUTANT_WHALE.id,
    ],
    [
        "leviathan",
        "finned-leviathan",
        "sashimi-leviathan",
        "franken-leviathan",
        "finned-franken-leviathan",
        "mutant-leviathan",
        "finned-mutant-leviathan",
    ],
];

/// "rows 2 and 7", "columns 1, 4 and 8", "row 3, column 5 and box 2".
pub(super) fn houses_text(houses: &[House]) -> String {
    if houses.len() > 1 && houses.windows(2).all(|w| w[0].kind == w[1].kind) {
        let kind = match houses[0].kind {
            HouseKind::Row => "rows",
            HouseKind::Column => "columns",
            HouseKind::Box => "boxes",
        };
        let numbers: Vec<String> = houses.iter().map(|h| (h.number + 1).to_string()).collect();
        format!("{kind} {}", join_and(&numbers))
    } else {
        let names: Vec<String> = houses.iter().map(|h| h.to_string()).collect();
        join_and(&names)
    }
}
