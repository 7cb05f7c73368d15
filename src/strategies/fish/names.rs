//! What fish are called: the names by size and kind, and the strategy ids.

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
        crate::strategies::fish::x_wing::X_WING.id,
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
