//! The highlights of a step resolved for drawing: the one role shown per
//! candidate and per cell (when several apply, what the step does beats
//! what the pattern is), the shading of each cell, the links to draw, and
//! the legend entries they call for, named in the pattern's own words.

use super::MAX_LINKS;
use crate::grid::{Board, Cell};
use crate::lang::Label;
use crate::step::{CandidateRef, Highlight, Highlights, Mark, Role};

/// Every role, in legend order.
pub(super) const ROLES: [Role; 9] = [
    Role::Pattern,
    Role::Fin,
    Role::Link,
    Role::ColorA,
    Role::ColorB,
    Role::Elimination,
    Role::Placement,
    Role::House,
    Role::SecondaryHouse,
];

fn role_bit(role: Role) -> u16 {
    let index = ROLES.iter().position(|&r| r == role).unwrap_or(0);
    1 << index
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

/// One entry of the legend: what its swatch shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LegendItem {
    /// Houses shaded by the roles of this bit set (one bit: a plain shade;
    /// several: where shadings overlap).
    Shade(u16),
    /// A frame around a cell.
    Frame(Role),
    /// A disc behind a candidate.
    Disc(Role),
    Link {
        strong: bool,
    },
    /// A scanning line.
    Beam,
    /// Digits on the board: givens (bold black) and placed digits (blue).
    Given,
    Placed,
    /// Words without a swatch, shown with the legend off too: how many
    /// links were left out ([`MAX_LINKS`]).
    Note,
}

/// The highlights resolved per cell and candidate.
pub(super) struct Marks {
    /// The role shown for each candidate, by cell index and digit.
    pub candidate: [[Option<Role>; 10]; 81],
    /// The role framing each whole cell.
    pub cell: [Option<Role>; 81],
    /// The house roles shading each cell, as bits of [`ROLES`].
    pub shade: [u16; 81],
    /// The links drawn: the first [`MAX_LINKS`] of the step's.
    pub links: Vec<(CandidateRef, CandidateRef, bool)>,
    /// The scanning lines: from a digit on the board to a cell it blocks.
    pub beams: Vec<(Cell, Cell)>,
    /// The legend, in order, with each entry's words.
    legend: Vec<(LegendItem, Label)>,
}

impl Marks {
    pub fn new(board: &Board, highlights: &Highlights) -> Marks {
        let size = board.size();
        let geo = board.geometry();
        let mut marks = Marks {
            candidate: [[None; 10]; 81],
            cell: [None; 81],
            shade: [0; 81],
            links: Vec::new(),
            beams: Vec::new(),
            legend: Vec::new(),
        };
        // Which marks are drawn, to build the legend from.
        let mut discs = 0u16;
        let mut frames = 0u16;
        let (mut strong, mut weak) = (false, false);
        let mut links = 0usize;
        // A cell whose frame comes from a candidate of a filled cell is named
        // like the candidate.
        let mut frame_from_candidate = 0u16;
        let on_board = |cell: Cell| cell.row() < size && cell.col() < size;
        for highlight in highlights.iter() {
            match *highlight {
                Highlight::Cell { cell, role } if on_board(cell) => {
                    keep_stronger(&mut marks.cell[cell.index()], role);
                }
                Highlight::Candidate { cell, digit, role }
                    if on_board(cell) && (1..=size).contains(&usize::from(digit)) =>
                {
                    // A filled cell has no candidates left to mark: frame
                    // the cell instead, so the highlight still shows.
                    if board.value(cell).is_some() {
                        keep_stronger(&mut marks.cell[cell.index()], role);
                        frame_from_candidate |= role_bit(role);
                    } else {
                        keep_stronger(&mut marks.candidate[cell.index()][usize::from(digit)], role);
                    }
                }
                Highlight::House { house, role } if house.number() < size => {
                    // Each role shades a cell once, however many of its
                    // houses cover it, so only different roles mix.
                    for cell in geo.house(house) {
                        marks.shade[cell.index()] |= role_bit(role);
                    }
                }
                Highlight::Link {
                    from,
                    to,
                    strong: s,
                } if on_board(from.cell) && on_board(to.cell) => {
                    links += 1;
                    if links > MAX_LINKS {
                        continue;
                    }
                    marks.links.push((from, to, s));
                    if s {
                        strong = true;
                    } else {
                        weak = true;
                    }
                }
                Highlight::Beam { from, to } if on_board(from) && on_board(to) => {
                    marks.beams.push((from, to));
                }
                // Off-board cells, digits or houses: nothing to draw.
                _ => {}
            }
        }
        for cell in geo.cells() {
            if let Some(role) = marks.cell[cell.index()] {
                frames |= role_bit(role);
            }
            for role in marks.candidate[cell.index()].iter().flatten() {
                discs |= role_bit(*role);
            }
        }

        let name = |mark: Mark| highlights.name_of(mark).cloned();
        let shade_name = |role: Role| name(Mark::House(role)).unwrap_or(Label::Role(role));
        let legend = &mut marks.legend;
        // Shadings first (single roles in order, then each overlap drawn).
        let mut shades: Vec<u16> = Vec::new();
        for cell in geo.cells() {
            let bits = marks.shade[cell.index()];
            if bits != 0 && !shades.contains(&bits) {
                shades.push(bits);
            }
        }
        shades.sort_by_key(|bits| (bits.count_ones(), *bits));
        for bits in shades {
            let mut words: Vec<Label> = ROLES
                .iter()
                .filter(|&&r| bits & role_bit(r) != 0)
                .map(|&r| shade_name(r))
                .collect();
            let both = role_bit(Role::House) | role_bit(Role::SecondaryHouse);
            let words = match name(Mark::Overlap) {
                Some(named) if bits == both => named,
                _ if words.len() == 1 => words.remove(0),
                _ => Label::Together(words),
            };
            legend.push((LegendItem::Shade(bits), words));
        }
        for role in ROLES {
            if frames & role_bit(role) != 0 {
                let words = name(Mark::Cell(role))
                    .or_else(|| {
                        (frame_from_candidate & role_bit(role) != 0)
                            .then(|| name(Mark::Candidate(role)))
                            .flatten()
                    })
                    .unwrap_or(Label::RoleCell(role));
                legend.push((LegendItem::Frame(role), words));
            }
        }
        for role in ROLES {
            if discs & role_bit(role) != 0 {
                let words = name(Mark::Candidate(role)).unwrap_or(Label::Role(role));
                legend.push((LegendItem::Disc(role), words));
            }
        }
        for (drawn, s, word) in [
            (strong, true, Label::StrongLink),
            (weak, false, Label::WeakLink),
        ] {
            if drawn {
                let words = name(Mark::Link { strong: s }).unwrap_or(word);
                legend.push((LegendItem::Link { strong: s }, words));
            }
        }
        if !marks.beams.is_empty() {
            legend.push((LegendItem::Beam, Label::BlockingLine));
        }
        // Placed digits are blue like colour A: say which is which.
        let placed = geo
            .cells()
            .any(|c| board.value(c).is_some() && !board.is_given(c));
        if placed {
            legend.push((LegendItem::Given, Label::Given));
            legend.push((LegendItem::Placed, Label::PlacedDigit));
        }
        if links > MAX_LINKS {
            let drawn = marks.links.len();
            let total = links;
            legend.push((LegendItem::Note, Label::LinksNotDrawn { drawn, total }));
        }
        marks
    }

    /// The legend entries with their words: shadings, cell frames, discs,
    /// links, then the kinds of digit on the board.
    pub fn legend_items(&self) -> &[(LegendItem, Label)] {
        &self.legend
    }
}
