//! The highlights of a step resolved for drawing: the one role shown per
//! candidate and per cell (when several apply, what the step does beats
//! what the pattern is), the houses and links to draw, and the legend
//! entries they call for.

use crate::grid::{Board, Cell, House};
use crate::step::{CandidateRef, Highlight, Highlights, Role};

/// Every role, in legend order.
const ROLES: [Role; 9] = [
    Role::Pattern,
    Role::Fin,
    Role::Elimination,
    Role::Placement,
    Role::House,
    Role::SecondaryHouse,
    Role::ColorA,
    Role::ColorB,
    Role::Link,
];

fn role_index(role: Role) -> usize {
    match role {
        Role::Pattern => 0,
        Role::Fin => 1,
        Role::Elimination => 2,
        Role::Placement => 3,
        Role::House => 4,
        Role::SecondaryHouse => 5,
        Role::ColorA => 6,
        Role::ColorB => 7,
        Role::Link => 8,
    }
}

/// When one candidate has several roles, the one shown: what the step
/// *does* (eliminate, place) beats what the pattern *is*.
fn precedence(role: Role) -> u8 {
    match role {
        Role::Elimination => 7,
        Role::Placement => 6,
        Role::Fin | Role::Link => 5,
        Role::ColorA => 4,
        Role::ColorB => 3,
        Role::Pattern => 2,
        Role::House => 1,
        Role::SecondaryHouse => 0,
    }
}

fn keep_stronger(slot: &mut Option<Role>, role: Role) {
    let replace = match *slot {
        None => true,
        Some(old) => precedence(role) > precedence(old),
    };
    if replace {
        *slot = Some(role);
    }
}

pub(super) fn legend_label(item: LegendItem) -> &'static str {
    match item {
        LegendItem::Role(Role::Pattern) => "pattern",
        LegendItem::Role(Role::Fin) => "fin",
        LegendItem::Role(Role::Elimination) => "elimination",
        LegendItem::Role(Role::Placement) => "placement",
        LegendItem::Role(Role::House) => "house",
        LegendItem::Role(Role::SecondaryHouse) => "second house",
        LegendItem::Role(Role::ColorA) => "colour A",
        LegendItem::Role(Role::ColorB) => "colour B",
        LegendItem::Role(Role::Link) => "link digit",
        LegendItem::Link { strong: true } => "strong link",
        LegendItem::Link { strong: false } => "weak link",
    }
}

/// One entry of the legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LegendItem {
    Role(Role),
    Link { strong: bool },
}

/// The highlights resolved per cell and candidate.
pub(super) struct Marks {
    /// The role shown for each candidate, by cell index and digit.
    pub candidate: [[Option<Role>; 10]; 81],
    /// The role tinting each whole cell.
    pub cell: [Option<Role>; 81],
    pub houses: Vec<(House, Role)>,
    pub links: Vec<(CandidateRef, CandidateRef, bool)>,
    roles_present: [bool; ROLES.len()],
    strong_links: bool,
    weak_links: bool,
}

impl Marks {
    pub fn new(board: &Board, highlights: &Highlights) -> Marks {
        let size = board.size();
        let mut marks = Marks {
            candidate: [[None; 10]; 81],
            cell: [None; 81],
            houses: Vec::new(),
            links: Vec::new(),
            roles_present: [false; ROLES.len()],
            strong_links: false,
            weak_links: false,
        };
        let on_board = |cell: Cell| cell.row() < size && cell.col() < size;
        for highlight in highlights.iter() {
            match *highlight {
                Highlight::Cell { cell, role } if on_board(cell) => {
                    keep_stronger(&mut marks.cell[cell.index()], role);
                    marks.roles_present[role_index(role)] = true;
                }
                Highlight::Candidate { cell, digit, role }
                    if on_board(cell) && (1..=size).contains(&usize::from(digit)) =>
                {
                    // A filled cell has no candidates left to mark: tint
                    // the cell instead, so the highlight still shows.
                    if board.value(cell).is_some() {
                        keep_stronger(&mut marks.cell[cell.index()], role);
                    } else {
                        keep_stronger(&mut marks.candidate[cell.index()][usize::from(digit)], role);
                    }
                    marks.roles_present[role_index(role)] = true;
                }
                Highlight::House { house, role } if house.number < size => {
                    marks.houses.push((house, role));
                    marks.roles_present[role_index(role)] = true;
                }
                Highlight::Link { from, to, strong }
                    if on_board(from.cell) && on_board(to.cell) =>
                {
                    marks.links.push((from, to, strong));
                    if strong {
                        marks.strong_links = true;
                    } else {
                        marks.weak_links = true;
                    }
                }
                // Off-board cells, digits or houses: nothing to draw.
                _ => {}
            }
        }
        marks
    }

    /// The legend entries: the roles present, in legend order, then the
    /// kinds of link drawn.
    pub fn legend_items(&self) -> Vec<LegendItem> {
        let mut items: Vec<LegendItem> = ROLES
            .iter()
            .filter(|&&role| self.roles_present[role_index(role)])
            .map(|&role| LegendItem::Role(role))
            .collect();
        if self.strong_links {
            items.push(LegendItem::Link { strong: true });
        }
        if self.weak_links {
            items.push(LegendItem::Link { strong: false });
        }
        items
    }
}
