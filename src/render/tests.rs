//! Tests of the renderer. Boards:
//! * `numpre1`: the 9x9 puzzle of a PowerShell Sudoku tutorial
//!   (`puzzles/numpre1.txt`), 26 givens, one solution (found here by a small
//!   backtracking search);
//! * small 4x4 and 6x6 puzzles written for these tests.
//!
//! Snapshot tests compare the SVG byte for byte with the files in
//! `src/render/snapshots/`. After an intended change of the drawing, run
//! `UPDATE_SNAPSHOTS=1 cargo test render::` to rewrite them, and look at the
//! new pictures before committing.

use super::*;
use crate::grid::{Candidate, Cell, House, HouseKind};
use crate::solver;
use crate::step::Role;
use crate::strategies;
use std::path::PathBuf;

const NUMPRE1: [&str; 9] = [
    " 65    87",
    " 2  6 4  ",
    "3  7     ",
    "  268    ",
    " 9     1 ",
    "    536  ",
    "     9  5",
    "  8 2  6 ",
    "54    97 ",
];

fn numpre1_digits() -> Vec<u8> {
    NUMPRE1
        .iter()
        .flat_map(|line| {
            let padded = format!("{line:<9}");
            padded
                .bytes()
                .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
                .collect::<Vec<u8>>()
        })
        .collect()
}

fn numpre1() -> Board {
    Board::from_givens(&numpre1_digits()).expect("numpre1 is a valid puzzle")
}

/// A plain backtracking search over a 9x9 grid (0 = empty), for the
/// solution the tests need: independent of the crate's own solvers.
fn backtrack(grid: &mut [u8; 81]) -> bool {
    let Some(i) = grid.iter().position(|&d| d == 0) else {
        return true;
    };
    let (r, c) = (i / 9, i % 9);
    for d in 1..=9u8 {
        let clash = (0..9).any(|k| {
            grid[r * 9 + k] == d
                || grid[k * 9 + c] == d
                || grid[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] == d
        });
        if !clash {
            grid[i] = d;
            if backtrack(grid) {
                return true;
            }
            grid[i] = 0;
        }
    }
    false
}

/// numpre1 with every empty cell filled (placed, not given) from its solution.
fn numpre1_solved() -> Board {
    let mut grid = [0u8; 81];
    grid.copy_from_slice(&numpre1_digits());
    assert!(backtrack(&mut grid), "numpre1 has a solution");
    let mut board = numpre1();
    for r in 0..9 {
        for c in 0..9 {
            let cell = Cell::new(r, c);
            if board.value(cell).is_none() {
                board
                    .place(cell, grid[r * 9 + c])
                    .expect("solution digit fits");
            }
        }
    }
    assert!(board.is_solved());
    board
}

fn mini4() -> Board {
    #[rustfmt::skip]
    let digits = [
        0, 2, 0, 0,
        0, 0, 1, 0,
        0, 4, 0, 0,
        0, 0, 3, 0,
    ];
    Board::from_givens(&digits).expect("valid 4x4 puzzle")
}

fn mini6() -> Board {
    #[rustfmt::skip]
    let digits = [
        1, 0, 0, 0, 5, 0,
        0, 0, 6, 0, 0, 2,
        0, 3, 0, 0, 0, 4,
        4, 0, 0, 0, 2, 0,
        0, 1, 0, 6, 0, 0,
        0, 0, 2, 0, 0, 5,
    ];
    Board::from_givens(&digits).expect("valid 6x6 puzzle")
}

// ---- a tiny XML reader: enough to check the SVG and pick elements out ----

/// One start tag: name, attributes, and text content up to the next tag.
#[derive(Debug)]
struct Element {
    name: String,
    attrs: Vec<(String, String)>,
    text: String,
}

impl Element {
    fn attr(&self, key: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

// The messages are made only on failure (`ok_or_else`): made for every
// attribute, they were a third of the render tests' time.
fn parse_attrs(s: &str) -> Result<Vec<(String, String)>, String> {
    let mut attrs = Vec::new();
    let mut rest = s.trim();
    while !rest.is_empty() {
        let eq = rest
            .find('=')
            .ok_or_else(|| format!("attribute without value in {s:?}"))?;
        let key = rest[..eq].trim().to_string();
        let after = &rest[eq + 1..];
        let after = after
            .strip_prefix('"')
            .ok_or_else(|| format!("unquoted attribute {key} in {s:?}"))?;
        let end = after
            .find('"')
            .ok_or_else(|| format!("unterminated attribute in {s:?}"))?;
        if key.is_empty() || key.contains(char::is_whitespace) {
            return Err(format!("bad attribute name {key:?}"));
        }
        attrs.push((key, after[..end].to_string()));
        rest = after[end + 1..].trim_start();
    }
    Ok(attrs)
}

/// Checks that tags balance, attributes are quoted and text holds no raw
/// `<` or `&`; returns every element in document order.
fn parse_xml(doc: &str) -> Result<Vec<Element>, String> {
    let mut stack: Vec<String> = Vec::new();
    let mut elements: Vec<Element> = Vec::new();
    let mut roots = 0;
    let mut rest = doc;
    loop {
        let (text, after) = match rest.find('<') {
            Some(i) => (&rest[..i], Some(&rest[i + 1..])),
            None => (rest, None),
        };
        if text.contains('>') {
            return Err(format!("stray '>' in text {text:?}"));
        }
        for (i, _) in text.match_indices('&') {
            let entity = &text[i..];
            if !["&lt;", "&gt;", "&amp;", "&quot;", "&apos;", "&#"]
                .iter()
                .any(|e| entity.starts_with(e))
            {
                return Err(format!("raw '&' in text {text:?}"));
            }
        }
        if stack.is_empty() && !text.trim().is_empty() {
            return Err(format!("text outside the root: {text:?}"));
        }
        if let Some(open) = elements.last_mut() {
            if open.text.is_empty() {
                open.text = text.to_string();
            }
        }
        let Some(after) = after else { break };
        let close = after.find('>').ok_or("unterminated tag")?;
        let tag = &after[..close];
        rest = &after[close + 1..];
        if tag.starts_with('?') || tag.starts_with('!') {
            continue;
        }
        if let Some(name) = tag.strip_prefix('/') {
            match stack.pop() {
                Some(open) if open == name.trim() => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
            continue;
        }
        let self_closing = tag.ends_with('/');
        let body = tag.trim_end_matches('/');
        let name_end = body.find(char::is_whitespace).unwrap_or(body.len());
        let name = body[..name_end].to_string();
        if name.is_empty() {
            return Err("empty tag name".into());
        }
        let attrs = parse_attrs(&body[name_end..])?;
        if stack.is_empty() {
            roots += 1;
        }
        if !self_closing {
            stack.push(name.clone());
        }
        elements.push(Element {
            name,
            attrs,
            text: String::new(),
        });
    }
    if !stack.is_empty() {
        return Err(format!("unclosed tags {stack:?}"));
    }
    if roots != 1 {
        return Err(format!("{roots} root elements"));
    }
    Ok(elements)
}

fn well_formed(svg: &str) -> Vec<Element> {
    let elements = parse_xml(svg).unwrap_or_else(|e| panic!("malformed SVG: {e}"));
    let root = &elements[0];
    assert_eq!(root.name, "svg");
    let (w, h) = (root.attr("width"), root.attr("height"));
    assert!(w.is_some() && h.is_some());
    assert_eq!(
        root.attr("viewBox"),
        Some(format!("0 0 {} {}", w.unwrap_or(""), h.unwrap_or("")).as_str())
    );
    assert_eq!(root.attr("xmlns"), Some("http://www.w3.org/2000/svg"));
    elements
}

fn texts(elements: &[Element]) -> Vec<&Element> {
    elements.iter().filter(|e| e.name == "text").collect()
}

/// Text elements whose content is a single digit.
fn digit_texts(elements: &[Element]) -> Vec<&Element> {
    texts(elements)
        .into_iter()
        .filter(|e| {
            let t = e.text.trim();
            t.len() == 1 && t.bytes().all(|b| (b'1'..=b'9').contains(&b))
        })
        .collect()
}

fn count(elements: &[Element], name: &str, attrs: &[(&str, &str)]) -> usize {
    elements
        .iter()
        .filter(|e| e.name == name && attrs.iter().all(|(k, v)| e.attr(k) == Some(*v)))
        .count()
}

// ---- tests ----

#[test]
fn numpre1_board_is_well_formed_with_its_givens() {
    let board = numpre1();
    let givens = NUMPRE1.concat().bytes().filter(u8::is_ascii_digit).count();
    assert_eq!(givens, 26);
    assert_eq!(board.givens().len(), givens);
    let plain = RenderOptions::default().with_candidates(false);
    let elements = well_formed(&board_svg(&board, &plain));
    let digits = digit_texts(&elements);
    assert_eq!(digits.len(), givens);
    assert!(digits.iter().all(|e| e.attr("font-weight") == Some("bold")));
    assert!(digits.iter().all(|e| e.attr("fill") == Some("#000000")));

    // With candidates: the givens plus one text per candidate.
    let elements = well_formed(&board_svg(&board, &RenderOptions::default()));
    let digits = digit_texts(&elements);
    assert_eq!(digits.len(), givens + board.candidate_count());
    let bold = digits
        .iter()
        .filter(|e| e.attr("font-weight") == Some("bold"));
    assert_eq!(bold.count(), givens);
}

#[test]
fn solved_numpre1_draws_all_81_digits() {
    let board = numpre1_solved();
    let elements = well_formed(&board_svg(&board, &RenderOptions::default()));
    let digits = digit_texts(&elements);
    assert_eq!(digits.len(), 81);
    let placed = digits
        .iter()
        .filter(|e| e.attr("fill") == Some("#0072B2") && e.attr("font-weight").is_none());
    assert_eq!(placed.count(), 81 - 26);
    // Labels never read as digits.
    assert_eq!(texts(&elements).len(), 81 + 18);
}

#[test]
fn text_needs_no_fonts() {
    let svg = board_svg(
        &numpre1(),
        &RenderOptions::default().with_caption("numpre1"),
    );
    let elements = well_formed(&svg);
    for t in texts(&elements) {
        assert_eq!(t.attr("font-family"), Some("DejaVu Sans, sans-serif"));
        let size = t.attr("font-size").unwrap_or("");
        assert!(
            size.parse::<u32>().is_ok(),
            "font size {size:?} is whole pixels"
        );
    }
}

#[test]
fn hidden_single_step_shows_house_and_placement() {
    let board = numpre1();
    let info = strategies::by_id("hidden-single").expect("registered");
    let step = (info.find)(&board)
        .into_iter()
        .next()
        .expect("numpre1 has a hidden single");
    let elements = well_formed(&step_svg(&board, &step, &RenderOptions::default()));
    let placement = &step.placements[0];
    // One green disc, for the placement.
    assert_eq!(count(&elements, "circle", &[("fill", "#009E73")]), 1);
    // The house shading.
    assert!(
        count(
            &elements,
            "rect",
            &[("fill", "#F0E442"), ("opacity", "0.35")]
        ) >= 1
    );
    // The placed digit is written on the disc in white.
    let on_disc = digit_texts(&elements)
        .into_iter()
        .filter(|e| e.attr("fill") == Some("#FFFFFF"))
        .map(|e| e.text.trim().to_string())
        .collect::<Vec<_>>();
    assert_eq!(on_disc, [placement.digit.to_string()]);
    let with_legend = RenderOptions::default().with_legend(true);
    let elements = well_formed(&step_svg(&board, &step, &with_legend));
    let legend: Vec<&str> = texts(&elements).iter().map(|e| e.text.trim()).collect();
    // The house in the pattern's own words.
    let pattern = step
        .pattern::<strategies::singles::hidden_single::HiddenSingle>()
        .expect("a hidden single");
    let house = format!("{}: one place for {}", pattern.house, placement.digit);
    assert!(legend.contains(&"placement") && legend.contains(&house.as_str()));
    assert!(!legend.contains(&"elimination") && !legend.contains(&"fin"));
}

/// A step that eliminates something, from any registered strategy, on
/// numpre1 or a board reached while solving it.
fn an_elimination_step() -> (Board, crate::step::Step) {
    let w = solver::solve(&numpre1());
    (0..=w.steps.len())
        .map(|i| w.board_before(i))
        .find_map(|board| {
            strategies::REGISTRY.iter().find_map(|s| {
                (s.find)(&board)
                    .into_iter()
                    .find(|step| !step.eliminations.is_empty())
                    .map(|step| (board.clone(), step))
            })
        })
        .expect("some strategy eliminates something on numpre1")
}

#[test]
fn elimination_step_strikes_through() {
    let (board, step) = an_elimination_step();
    let elements = well_formed(&step_svg(&board, &step, &RenderOptions::default()));
    let mut eliminated = step.eliminations.clone();
    eliminated.sort();
    eliminated.dedup();
    let n = eliminated.len();
    assert_eq!(count(&elements, "circle", &[("fill", "#D55E00")]), n);
    // One black diagonal stroke per eliminated candidate (box lines are
    // 3 pixels wide, strikes 2).
    let strikes = count(
        &elements,
        "polyline",
        &[("stroke", "#000000"), ("stroke-width", "2")],
    );
    assert_eq!(strikes, n);
}

#[test]
fn thick_and_thin_lines_follow_the_boxes() {
    // (board, thick lines, thin lines): thick every box_rows rows and every
    // box_cols columns, border included.
    let cases = [
        (mini4(), 3 + 3, 2 + 2),
        (mini6(), 4 + 3, 3 + 4),
        (numpre1(), 4 + 4, 6 + 6),
    ];
    for (board, thick, thin) in cases {
        let elements = well_formed(&board_svg(&board, &RenderOptions::default()));
        let size = board.size();
        let thick_found = count(
            &elements,
            "polyline",
            &[("stroke", "#000000"), ("stroke-width", "3")],
        );
        let thin_found = count(
            &elements,
            "polyline",
            &[("stroke", "#999999"), ("stroke-width", "1")],
        );
        assert_eq!((thick_found, thin_found), (thick, thin), "{size}x{size}");
    }
}

#[test]
fn mini_boards_draw_their_candidates() {
    for board in [mini4(), mini6()] {
        let elements = well_formed(&board_svg(&board, &RenderOptions::default()));
        let givens = board.givens().len();
        assert_eq!(
            digit_texts(&elements).len(),
            givens + board.candidate_count()
        );
        // Labels r1..rn and c1..cn.
        let n = board.size();
        let labels = texts(&elements)
            .iter()
            .filter(|e| e.text.trim().starts_with(['r', 'c']))
            .count();
        assert_eq!(labels, 2 * n);
    }
}

/// Every role and both kinds of link on the 4x4 board.
fn all_roles_highlights(board: &Board) -> Highlights {
    let c = |r, k| Cell::new(r, k);
    let mut h = Highlights::new();
    h.house(House::new(HouseKind::Row, 0), Role::House)
        .house(House::new(HouseKind::Box, 3), Role::SecondaryHouse)
        .candidates(board, c(0, 0), crate::DigitSet::all(4), Role::Pattern)
        .candidate(c(0, 3), 3, Role::Fin)
        .candidate(c(1, 0), 3, Role::Elimination)
        .candidate(c(1, 1), 3, Role::Placement)
        .candidate(c(2, 0), 1, Role::ColorA)
        .candidate(c(3, 0), 1, Role::ColorB)
        .cell(c(3, 3), Role::Pattern)
        .link(Candidate::new(c(2, 0), 1), Candidate::new(c(3, 0), 1), true)
        .link(
            Candidate::new(c(0, 0), 3),
            Candidate::new(c(0, 3), 3),
            false,
        );
    h
}

#[test]
fn every_role_has_its_colour_and_legend_entry() {
    let board = mini4();
    let h = all_roles_highlights(&board);
    let svg = highlights_svg(&board, &h, &RenderOptions::default().with_legend(true));
    let elements = well_formed(&svg);
    for colour in [
        "#56B4E9", "#CC79A7", "#D55E00", "#009E73", "#0072B2", "#F0E442",
    ] {
        assert!(
            count(&elements, "circle", &[("fill", colour)]) >= 1,
            "{colour}"
        );
    }
    let legend: Vec<&str> = texts(&elements).iter().map(|e| e.text.trim()).collect();
    for label in [
        "pattern",
        "fin",
        "elimination",
        "placement",
        "house",
        "second house",
        "colour A",
        "colour B",
        "strong link",
        "weak link",
    ] {
        assert!(legend.contains(&label), "legend lacks {label}");
    }
    // Arrows: one solid curve, a dashed one in several pieces, two heads.
    let link_lines = count(&elements, "polyline", &[("stroke", "#333333")]);
    assert!(link_lines >= 3, "{link_lines} link pieces");
    assert!(count(&elements, "polygon", &[("fill", "#333333")]) >= 2);
}

#[test]
fn hidden_candidates_keep_highlighted_ones() {
    let board = mini4();
    let mut h = Highlights::new();
    h.candidate(Cell::new(0, 0), 3, Role::Pattern);
    let opts = RenderOptions::default().with_candidates(false);
    let elements = well_formed(&highlights_svg(&board, &h, &opts));
    assert_eq!(digit_texts(&elements).len(), board.givens().len() + 1);
}

#[test]
fn off_board_highlights_are_ignored() {
    let board = mini4();
    let mut h = Highlights::new();
    h.candidate(Cell::new(8, 8), 3, Role::Pattern)
        .candidate(Cell::new(0, 0), 9, Role::Pattern)
        .house(House::new(HouseKind::Row, 7), Role::House);
    let with = highlights_svg(&board, &h, &RenderOptions::default());
    assert_eq!(with, board_svg(&board, &RenderOptions::default()));
}

#[test]
fn caption_is_escaped_and_wrapped() {
    let caption = "Naked pair <3,7> & friends: ".repeat(6);
    let opts = RenderOptions::default().with_caption(caption.clone());
    let svg = board_svg(&mini4(), &opts);
    assert!(!svg.contains("<3,7>"));
    let elements = well_formed(&svg);
    let lines: Vec<&str> = texts(&elements)
        .iter()
        .map(|e| e.text.trim())
        .filter(|t| t.contains("pair") || t.contains("friends"))
        .collect();
    assert!(lines.len() > 1, "a long caption wraps");
    // Joined back together and unescaped, the lines are the caption.
    let joined = lines
        .join(" ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    assert_eq!(joined, caption.trim_end());
}

/// The data block of a step page.
fn page_data(html: &str) -> serde_json::Value {
    let open = "<script id=\"walkthrough-data\" type=\"application/json\">";
    let start = html.find(open).expect("the page has its data") + open.len();
    let end = start
        + html[start..]
            .find("</script>")
            .expect("the data block ends");
    serde_json::from_str(&html[start..end]).expect("the data is JSON")
}

#[test]
fn walkthrough_page_steps_through_every_board() {
    let w = solver::solve(&numpre1());
    let html = walkthrough_html(&w, "numpre1 & co");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<title>numpre1 &amp; co</title>"));
    // One board, drawn once; each view swaps its layers in.
    assert_eq!(html.matches("<svg").count(), 1);
    let data = page_data(&html);
    let views = data["views"].as_array().expect("views");
    assert_eq!(views.len(), w.steps.len() + 2);
    let ids: Vec<&str> = views
        .iter()
        .map(|v| v["id"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(ids[0], "start");
    assert_eq!(ids[1], "step-1");
    assert_eq!(ids[ids.len() - 1], "end");
    let mut board = w.start.clone();
    for (i, step) in w.steps.iter().enumerate() {
        let v = &views[i + 1];
        assert_eq!(v["heading"], format!("Step {}: {}", i + 1, step.name));
        assert_eq!(v["text"], step.explanation());
        // The position: a digit or '.' per cell, three hex digits of
        // candidates per empty cell.
        let values = v["values"].as_str().unwrap_or("");
        let filled = values.bytes().filter(u8::is_ascii_digit).count();
        assert_eq!(filled, 81 - board.empty_cells().len(), "step {}", i + 1);
        assert_eq!(v["candidates"].as_str().map(str::len), Some(3 * 81));
        // Each layer is well-formed SVG on its own.
        for layer in ["shading", "marks", "legend"] {
            let body = v[layer].as_str().unwrap_or("");
            well_formed(&format!(
                "<svg width=\"1\" height=\"1\" viewBox=\"0 0 1 1\" \
                 xmlns=\"http://www.w3.org/2000/svg\">{body}</svg>"
            ));
        }
        let _ = step.apply(&mut board);
    }
    // Every step has its entry in the list, linked by its id; the run of
    // singles is folded.
    for id in &ids {
        assert!(html.contains(&format!("href=\"#{id}\"")), "{id}");
    }
    assert!(html.contains("<details><summary>Steps 1&#8211;"));
}

#[test]
fn walkthrough_page_is_self_contained_and_small() {
    let w = solver::solve(&numpre1());
    let html = walkthrough_html(&w, "numpre1");
    // Nothing to fetch: no external script, style, image or font.
    for fetch in ["src=", "<link", "url(", "@import"] {
        assert!(!html.contains(fetch), "{fetch}");
    }
    assert_eq!(
        html.matches("http").count(),
        html.matches("http://www.w3.org/2000/svg").count()
    );
    // A board per single used to cost 1.3 MB; the shared frame keeps it
    // small.
    assert!(html.len() < 1_000_000, "{} bytes", html.len());
    // The data block cannot end the script early.
    let data = page_data(&html);
    assert!(data["views"].as_array().is_some_and(|v| !v.is_empty()));
}

#[test]
fn walkthrough_page_names_steps_by_the_name_they_carry() {
    let mut w = solver::solve(&numpre1());
    let first = &w.steps[0];
    assert_ne!(first.name, first.strategy, "the registry names its steps");
    let heading = format!("Step 1: {}", first.name);
    assert_eq!(
        page_data(&walkthrough_html(&w, "numpre1"))["views"][1]["heading"],
        heading
    );
    w.steps[0] = w.steps[0].clone().named("Renamed");
    let html = walkthrough_html(&w, "numpre1");
    assert_eq!(page_data(&html)["views"][1]["heading"], "Step 1: Renamed");
    // The list names the step; what it places waits, hidden, until the
    // step has been shown.
    let placed = w.steps[0].effects();
    assert!(
        html.contains(&format!(
            ">Renamed<span class=\"effects\" hidden>: {placed}</span></a>"
        )),
        "{placed}"
    );
}

#[test]
fn notebook_fragment_has_every_board() {
    let w = solver::solve(&numpre1());
    let html = super::html::walkthrough_fragment(&w, "numpre1", &RenderOptions::default());
    assert_eq!(html.matches("<svg").count(), w.steps.len() + 2);
    assert!(html.contains("<h2 style=\"margin:0 0 0.4em 0;font-size:1.15em;\">Step 1: "));
    assert!(html.contains("Final board"));
    for chunk in html.split("<svg").skip(1) {
        let end = chunk.find("</svg>").expect("every svg is closed") + "</svg>".len();
        well_formed(&format!("<svg{}", &chunk[..end]));
    }
}

#[test]
fn cell_size_is_clamped() {
    let tiny = board_svg(&mini4(), &RenderOptions::default().with_cell_size(0));
    let elements = well_formed(&tiny);
    let width: u32 = elements[0]
        .attr("width")
        .and_then(|w| w.parse().ok())
        .unwrap_or(0);
    assert!(width >= 4 * 16);
}

/// Every step of the bundled puzzles' walkthroughs that the pictures tests
/// look at: the world's hardest (forcing nets, chains, ALS), the strategy,
/// ALS and chain examples, a 4x4 puzzle, each step on the board before it.
fn bundled_steps() -> Vec<(Board, crate::step::Step)> {
    // Solved once for the five tests that read them.
    static MADE: std::sync::OnceLock<Vec<(Board, crate::step::Step)>> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        steps_of_files(&[
            "worlds-hardest.txt",
            "als-examples.txt",
            "strategy-examples.txt",
            "chain-examples.txt",
            // A 4x4 board: a narrow picture, where legends and captions wrap most.
            "mini4x4-020.bas",
        ])
    })
    .clone()
}

/// Every step of the walkthroughs of these bundled files, with its board.
fn steps_of_files(files: &[&str]) -> Vec<(Board, crate::step::Step)> {
    let mut out = Vec::new();
    for &file in files {
        let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "puzzles", file]
            .iter()
            .collect();
        let text = std::fs::read_to_string(&path).expect("bundled puzzle file");
        for p in crate::formats::parse_puzzles(&text) {
            let p = p.expect("bundled puzzles parse");
            // As `explain` and `render` solve: brute force when stuck.
            let w = solver::Solver::complete().solve(&p.board);
            let mut board = w.start.clone();
            for step in &w.steps {
                out.push((board.clone(), step.clone()));
                let _ = step.apply(&mut board);
            }
        }
    }
    out
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The horizontal extent of a text element, measured in DejaVu Sans.
fn text_extent(e: &Element) -> (f64, f64) {
    let x: f64 = e.attr("x").and_then(|v| v.parse().ok()).unwrap_or(f64::NAN);
    let px: u32 = e
        .attr("font-size")
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let w = super::font::text_width(&unescape(e.text.trim()), px);
    match e.attr("text-anchor") {
        Some("middle") => (x - w / 2.0, x + w / 2.0),
        Some("end") => (x - w, x),
        _ => (x, x + w),
    }
}

#[test]
fn no_text_runs_off_the_canvas() {
    let steps = bundled_steps();
    assert!(steps.len() > 100, "{} steps", steps.len());
    let opts = RenderOptions::default().with_legend(true);
    let mut checked = 0;
    for (board, step) in &steps {
        let caption = format!("Step 1: {}", step.explanation());
        let svg = step_svg(board, step, &opts.clone().with_caption(caption));
        let elements = well_formed(&svg);
        let width: f64 = elements[0]
            .attr("width")
            .and_then(|w| w.parse().ok())
            .unwrap_or(0.0);
        let mut spans: Vec<(&str, f64, f64)> = Vec::new();
        for t in texts(&elements) {
            let (left, right) = text_extent(t);
            assert!(
                left >= 0.0 && right <= width,
                "{}: {:?} spans {left:.0}..{right:.0} of {width}",
                step.strategy,
                t.text.trim()
            );
            spans.push((t.attr("y").unwrap_or(""), left, right));
            checked += 1;
        }
        // Texts on one line (legend entries, labels, digits) never overlap.
        spans.sort_by(|a, b| a.0.cmp(b.0).then(a.1.total_cmp(&b.1)));
        for w in spans.windows(2) {
            if w[0].0 == w[1].0 {
                assert!(
                    w[0].2 <= w[1].1 + 0.5,
                    "{}: texts overlap: {w:?}",
                    step.strategy
                );
            }
        }
    }
    assert!(checked > 10_000, "{checked} texts");
}

#[test]
fn long_chains_wrap_at_their_links() {
    // Step 38 of the world's hardest is an AIC longer than the picture is
    // wide: it wraps after a link, and no part of it is lost.
    let steps = bundled_steps();
    let (board, step) = steps
        .iter()
        .find(|(_, s)| {
            s.strategy == "aic" && s.explanation().split_whitespace().any(|w| w.len() > 60)
        })
        .expect("a long AIC");
    let opts = RenderOptions::default().with_caption(step.explanation());
    let elements = well_formed(&step_svg(board, step, &opts));
    let lines: Vec<String> = texts(&elements)
        .iter()
        .filter(|e| e.attr("text-anchor") == Some("start"))
        .map(|e| unescape(e.text.trim()))
        .collect();
    assert_eq!(
        lines.concat().replace(' ', ""),
        step.explanation().replace(' ', "")
    );
    assert!(
        lines.iter().any(|l| l.ends_with('=') || l.ends_with('-')),
        "{lines:?}"
    );
}

#[test]
fn arrows_stay_in_the_grid_and_off_the_digits() {
    let opts = RenderOptions::default();
    let mut arrows = 0;
    for (board, step) in bundled_steps() {
        let no_legend: &[((), String)] = &[];
        let (layout, _) = super::layout::Layout::new(board.geometry(), 48, true, None, no_legend);
        let ends: Vec<Cell> = step
            .highlights
            .iter()
            .filter_map(|h| match h {
                crate::step::Highlight::Link { from, to, .. } => Some([from.cell, to.cell]),
                _ => None,
            })
            .flatten()
            .collect();
        let elements = well_formed(&step_svg(&board, &step, &opts));
        let (x0, y0) = (layout.grid_x, layout.grid_y);
        let span = layout.cell * board.size() as i32;
        let lines = elements.iter().filter(|e| {
            (e.name == "polyline" || e.name == "polygon") && e.attr("opacity") == Some("0.85")
        });
        for line in lines {
            arrows += 1;
            let points = line.attr("points").unwrap_or("");
            for point in points.split_whitespace() {
                let (x, y) = point.split_once(',').expect("x,y");
                let (x, y): (i32, i32) = (x.parse().expect("x"), y.parse().expect("y"));
                assert!(
                    x > x0 && y > y0 && x < x0 + span && y < y0 + span,
                    "{}: ({x},{y}) outside the grid",
                    step.strategy
                );
                let col = ((x - x0) / layout.cell) as usize;
                let row = ((y - y0) / layout.cell) as usize;
                let cell = Cell::new(row, col);
                if board.value(cell).is_none() || ends.contains(&cell) {
                    continue;
                }
                // The digit's ink, as the router sees it, without the room.
                let (cx, cy) = layout.cell_centre(cell);
                let c = f64::from(layout.cell);
                let (dx, dy) = (f64::from(x - cx), f64::from(y - cy));
                let over = dx.abs() < c * 0.16 && dy > -c * 0.27 && dy < c * 0.17;
                assert!(
                    !over,
                    "{}: ({x},{y}) crosses the digit of {cell}: {} {points}",
                    step.strategy,
                    step.explanation()
                );
            }
        }
    }
    assert!(arrows > 100, "{arrows} arrow pieces");
}

#[test]
fn legends_use_the_patterns_words() {
    let steps = bundled_steps();
    let legend_at = |i: usize| -> Option<Vec<String>> {
        let (board, step) = steps.get(i)?;
        let svg = step_svg(board, step, &RenderOptions::default().with_legend(true));
        let elements = well_formed(&svg);
        let grid_bottom = elements
            .iter()
            .filter(|e| e.name == "text" && e.text.trim() == "r9")
            .filter_map(|e| e.attr("y").and_then(|y| y.parse::<i32>().ok()))
            .next()
            .unwrap_or(0);
        Some(
            texts(&elements)
                .iter()
                .filter(|e| {
                    e.attr("y").and_then(|y| y.parse::<i32>().ok()) > Some(grid_bottom + 20)
                })
                .map(|e| unescape(e.text.trim()))
                .collect(),
        )
    };
    // The first AIC on a board with a placed digit (not only givens).
    let placed = |b: &Board| b.empty_cells().len() + b.givens().len() < b.geometry().cell_count();
    let aic = steps
        .iter()
        .position(|(b, s)| s.strategy == "aic" && placed(b))
        .and_then(&legend_at)
        .expect("the world's hardest has an AIC after a placement");
    assert!(
        aic.contains(&"true if the first is false".to_string()),
        "{aic:?}"
    );
    assert!(!aic.iter().any(|t| t.starts_with("colour")), "{aic:?}");
    // Placed digits are blue like colour A: the legend tells them apart.
    assert!(aic.contains(&"placed digit".to_string()) && aic.contains(&"given".to_string()));
    let legend_of =
        |strategy: &str| legend_at(steps.iter().position(|(_, s)| s.strategy == strategy)?);
    let pointing = legend_of("locked-candidates-pointing").expect("a pointing step");
    assert!(
        pointing.contains(&"where they meet".to_string()),
        "{pointing:?}"
    );
    let net = legend_of("forcing-net-contradiction").expect("a forcing net");
    for words in [
        "assumed",
        "then true",
        "then false",
        "makes true",
        "makes false",
    ] {
        assert!(net.contains(&words.to_string()), "{words}: {net:?}");
    }
}

#[test]
fn wings_and_rectangles_name_their_parts() {
    // A wing's Z is "Z", a unique rectangle's extra candidate is not a fin.
    let steps = steps_of_files(&["als-examples.txt", "strategy-examples.txt"]);
    let legend = |strategy: &str| {
        let (board, step) = steps
            .iter()
            .find(|(_, s)| s.strategy == strategy)
            .unwrap_or_else(|| panic!("the ALS examples have a {strategy} step"));
        step_svg(board, step, &RenderOptions::default().with_legend(true))
    };
    for wing in ["xyz-wing", "wxyz-wing", "vwxyz-wing"] {
        let svg = legend(wing);
        assert!(
            svg.contains(">\nZ = ") && svg.contains(">\nhinge\n<"),
            "{wing}"
        );
        assert!(
            !svg.contains(">\ncolour A\n<") && !svg.contains(">\npattern\n<"),
            "{wing}"
        );
    }
    let svg = legend("unique-rectangle-1");
    assert!(svg.contains(">\nextra candidate\n<") && !svg.contains(">\nfin\n<"));
}

// ---- snapshots ----

fn snapshot(name: &str, svg: &str) {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "src",
        "render",
        "snapshots",
        name,
    ]
    .iter()
    .collect();
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|v| v == "1") {
        std::fs::write(&path, svg).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run with UPDATE_SNAPSHOTS=1 to create it",
            path.display()
        )
    });
    if expected != svg {
        let line = expected
            .lines()
            .zip(svg.lines())
            .position(|(a, b)| a != b)
            .map_or("past the shorter one".to_string(), |i| (i + 1).to_string());
        panic!(
            "{} differs from the rendering (first difference at line {line}); \
             if the change is intended, run with UPDATE_SNAPSHOTS=1",
            path.display()
        );
    }
}

#[test]
fn snapshot_numpre1_board() {
    snapshot(
        "numpre1.svg",
        &board_svg(&numpre1(), &RenderOptions::default()),
    );
}

#[test]
fn snapshot_numpre1_solved() {
    let opts = RenderOptions::default().with_caption("numpre1, solved");
    snapshot("numpre1_solved.svg", &board_svg(&numpre1_solved(), &opts));
}

#[test]
fn snapshot_hidden_single_step() {
    let board = numpre1();
    let info = strategies::by_id("hidden-single").expect("registered");
    let step = (info.find)(&board)
        .into_iter()
        .next()
        .expect("a hidden single");
    let opts = RenderOptions::default()
        .with_legend(true)
        .with_caption(step.explanation());
    snapshot("numpre1_hidden_single.svg", &step_svg(&board, &step, &opts));
}

#[test]
fn snapshot_all_roles_4x4() {
    let board = mini4();
    let h = all_roles_highlights(&board);
    let opts = RenderOptions::default()
        .with_legend(true)
        .with_cell_size(64);
    snapshot("mini4_roles.svg", &highlights_svg(&board, &h, &opts));
}

#[test]
fn snapshot_6x6_board() {
    snapshot("mini6.svg", &board_svg(&mini6(), &RenderOptions::default()));
}

/// A caption (or page text) with NUL and other control characters, which
/// XML cannot hold, still gives a well-formed SVG: each shows as U+FFFD
/// (they went into the SVG as they were).
#[test]
fn control_characters_never_reach_the_svg() {
    let opts = RenderOptions::default().with_caption("a\u{0}b\u{1b}[31mc\u{7}d <e> & f");
    let svg = board_svg(&numpre1(), &opts);
    well_formed(&svg);
    assert!(!svg
        .chars()
        .any(|c| c < ' ' && !matches!(c, '\t' | '\n' | '\r')));
    assert!(
        svg.contains('\u{FFFD}'),
        "the characters are shown, not dropped"
    );
    assert_eq!(super::html::escape("x\u{0}y\u{1b}"), "x\u{FFFD}y\u{FFFD}");
}

/// The legend writes cells in the chosen notation, as the caption does (a
/// Japanese legend said "r4c1：候補が一つ" beside a caption's "4行1列").
#[test]
fn legends_write_cells_in_the_chosen_notation() {
    use crate::lang::{Lang, Notation};
    let w = solver::Solver::new().solve(&numpre1());
    let k = w
        .steps
        .iter()
        .position(|s| s.strategy == "naked-single")
        .expect("numpre1's walkthrough has a naked single");
    let (board, step) = (w.board_before(k), w.steps[k].clone());
    let opts = RenderOptions::default()
        .in_language(Lang::Ja, Notation::Kanji)
        .with_legend(true);
    let svg = step_svg(&board, &step, &opts);
    let words: Vec<String> = texts(&well_formed(&svg))
        .iter()
        .map(|e| e.text.clone())
        .collect();
    let cell = step.placements[0].cell;
    let kanji = Notation::Kanji.cell(cell);
    assert!(words.iter().any(|w| w.contains(&kanji)), "{words:?}");
    assert!(
        !words.iter().any(|w| w.contains(&cell.to_string())),
        "{words:?}"
    );
}

// ---- digits under links ----

/// Digits a link arrow runs over, counted as `svg_crossings.py` (the
/// project's shared checker) counts them: a digit's box is 0.6 font size
/// wide and 0.76 tall around its baseline; the digits within 9 pixels of
/// an arrow's two ends are its own nodes; the legend's sample arrows (below
/// the last digit) do not count.
fn digits_under_links(svg: &str) -> usize {
    let elements = parse_xml(svg).expect("well-formed SVG");
    let inks: Vec<super::ink::Ink> = digit_texts(&elements)
        .iter()
        .filter_map(|e| {
            let size: f64 = e.attr("font-size")?.parse().ok()?;
            let x: f64 = e.attr("x")?.parse().ok()?;
            let y: f64 = e.attr("y")?.parse().ok()?;
            Some(super::ink::Ink::new(x, y, size))
        })
        .collect();
    let Some(last_row) = inks.iter().map(|i| i.at().1).reduce(f64::max) else {
        return 0;
    };
    let mut n = 0;
    for e in elements.iter().filter(|e| {
        e.name == "polyline"
            && e.attr("stroke") == Some("#333333")
            && e.attr("stroke-width") == Some("2")
    }) {
        let points: Vec<(f64, f64)> = e
            .attr("points")
            .unwrap_or("")
            .split_whitespace()
            .filter_map(|p| {
                let (x, y) = p.split_once(',')?;
                Some((x.parse().ok()?, y.parse().ok()?))
            })
            .collect();
        let (Some(&first), Some(&last)) = (points.first(), points.last()) else {
            continue;
        };
        let legend = points.iter().any(|p| p.1 > last_row + 20.0);
        if legend || (first.0 - last.0).abs() + (first.1 - last.1).abs() <= 10.0 {
            continue;
        }
        n += super::ink::under_line(&inks, &points);
    }
    n
}

#[test]
fn links_run_between_the_digits() {
    let opts = RenderOptions::default();
    let mut under = Vec::new();
    let mut pictures = 0;
    for (board, step) in bundled_steps() {
        let svg = step_svg(&board, &step, &opts);
        if !svg.contains("stroke=\"#333333\"") {
            continue;
        }
        pictures += 1;
        let n = digits_under_links(&svg);
        if n > 0 {
            under.push((step.strategy, n));
        }
    }
    assert!(pictures > 100, "{pictures} pictures with links");
    // Since the router checks the arrow it chose as drawn (in whole
    // pixels) and tries every other shape when it clips a digit, no chain or
    // pattern has a digit under a link (before this check: 8 in 8 pictures; 171 before the rails).
    // Two forcing nets of one position (two dozen arrows down one column)
    // still have one each (before this check: 163 in 32 nets; 1704 before the rails).
    type Counts<'a> = Vec<(&'a str, usize)>;
    let (nets, others): (Counts, Counts) = under
        .into_iter()
        .partition(|(id, _)| id.contains("forcing"));
    assert!(others.is_empty(), "{others:?}");
    let total: usize = nets.iter().map(|(_, n)| n).sum();
    assert!(total <= 2, "{total} under forcing nets' links: {nets:?}");
}

#[test]
fn the_docs_pictures_have_no_digit_under_a_link() {
    let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "docs", "pictures"]
        .iter()
        .collect();
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("docs/pictures") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "svg") {
            let svg = std::fs::read_to_string(&path).expect("a picture");
            assert_eq!(digits_under_links(&svg), 0, "{}", path.display());
            seen += 1;
        }
    }
    assert!(seen > 80, "{seen} pictures");
}

#[test]
fn the_crossing_count_sees_a_link_over_a_digit() {
    // A straight link over a candidate counts; one that runs beside it, and
    // a link's own end, do not.
    let svg = |points: &str| {
        format!(
            "<svg width=\"200\" height=\"200\" viewBox=\"0 0 200 200\"><text x=\"100\" y=\"100\" font-size=\"12\">5</text>\
             <text x=\"60\" y=\"100\" font-size=\"12\">7</text>\
             <polyline stroke=\"#333333\" stroke-width=\"2\" points=\"{points}\"/></svg>"
        )
    };
    assert_eq!(digits_under_links(&svg("60,95 140,103")), 1);
    assert_eq!(digits_under_links(&svg("60,95 140,80")), 0);
    assert_eq!(digits_under_links(&svg("60,60 60,200")), 0);
}

/// The world's hardest puzzle (Arto Inkala's, puzzles/worlds-hardest.txt)
/// through the digit 5: its 5s marked, and three conjugate pairs (checked
/// by hand: column 5 and box 2 hold r1c5 and r2c5 alone, row 6 and box 6
/// r6c7 and r6c9, row 7 r7c1 and r7c7), each drawn once; no other digit's
/// candidates on the picture, and no digit under a link.
#[test]
fn a_digit_view_marks_the_digit_and_links_its_conjugate_pairs() {
    use crate::step::Highlight;
    let b = crate::test_util::board(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    );
    use crate::strategies::single_digit::links::digit_view;
    let h = digit_view(&b, 5, true);
    let c = crate::test_util::cell;
    let mut links: Vec<(Cell, Cell)> = h
        .iter()
        .filter_map(|x| match *x {
            Highlight::Link { from, to, strong } => {
                assert!(strong);
                Some((from.cell, to.cell))
            }
            _ => None,
        })
        .collect();
    links.sort();
    assert_eq!(
        links,
        [
            (c("r1c5"), c("r2c5")),
            (c("r6c7"), c("r6c9")),
            (c("r7c1"), c("r7c7"))
        ]
    );
    let marked = h
        .iter()
        .filter(|x| {
            matches!(
                x,
                Highlight::Candidate {
                    digit: 5,
                    role: Role::Pattern,
                    ..
                }
            )
        })
        .count();
    assert_eq!(marked, (b.digit_cells(5) & b.geometry().all_cells).len());
    assert!(digit_view(&b, 5, false)
        .iter()
        .all(|x| !matches!(x, Highlight::Link { .. })));
    let svg = highlights_svg(
        &b.only_digit(5),
        &h,
        &RenderOptions::default().with_legend(true),
    );
    assert!(svg.contains("only two places in a row, column or box"));
    // Every other digit is drawn only where it is given: no candidate of it.
    for d in [1u8, 2, 3, 4, 6, 7, 8, 9] {
        let drawn = svg.matches(&format!(">\n{d}\n</text>")).count();
        let given = b
            .geometry()
            .cells()
            .filter(|&x| b.value(x) == Some(d))
            .count();
        assert_eq!(drawn, given, "digit {d}");
    }
}

/// The row and column labels name rows and columns the way the notation
/// writes cells, so `{E,7}` or `5行7列` can be found on the picture.
#[test]
fn labels_follow_the_notation() {
    let b = numpre1();
    let labels = |notation: Notation| {
        let opts = RenderOptions::default().in_language(Lang::Ja, notation);
        let svg = board_svg(&b, &opts);
        let lines: Vec<String> = svg.lines().map(str::to_string).collect();
        (
            lines.contains(&"E".to_string()),
            lines.contains(&"r5".to_string()),
            lines.contains(&"5行".to_string()),
            lines.contains(&"7列".to_string()),
        )
    };
    assert_eq!(labels(Notation::RowCol), (false, true, false, false));
    assert_eq!(labels(Notation::Letter), (true, false, false, false));
    assert_eq!(labels(Notation::Kanji), (false, false, true, true));
}

/// A page's view drawn without pencil marks (a single explained by
/// scanning) still holds every cell: empty ones as `.`, no candidate shown.
#[test]
fn a_view_without_pencil_marks_keeps_every_cell() {
    let b = numpre1();
    let opts = RenderOptions::default().with_candidates(false);
    let v = page::view_data(&b, &crate::step::Highlights::new(), &opts);
    let values = v["values"].as_str().unwrap();
    assert_eq!(values.len(), 81);
    assert_eq!(values.replace('.', "0"), b.to_line().replace('.', "0"));
    assert_eq!(v["candidates"].as_str().unwrap(), "0".repeat(243));
}

/// A link that grazes another candidate's disc reads as a link to it: the
/// digit view of 5 on SX easy #79 (../shared/puzzles/sx_easy_500_with_solutions.txt,
/// line 79) drew its r1c2-r7c2 conjugate pair 3 px from r6c1's 5. Every
/// link now keeps clear of every disc it does not end at: no point of its
/// line comes within the disc's radius and 3 px of the disc's centre.
#[test]
fn links_keep_clear_of_the_discs_they_do_not_end_at() {
    let Some(text) = crate::test_util::shared("puzzles/sx_easy_500_with_solutions.txt") else {
        return;
    };
    let line = text.lines().nth(78).expect("line 79");
    let board = crate::test_util::board(&line[..81]);
    let svg = board.digit_view(5).0;
    let number = |s: &str, key: &str| -> f64 {
        let at = s.find(&format!(" {key}=\"")).expect(key) + key.len() + 3;
        s[at..].split('"').next().unwrap().parse().unwrap()
    };
    let discs: Vec<(f64, f64, f64)> = svg
        .split("<circle")
        .skip(1)
        .map(|c| (number(c, "cx"), number(c, "cy"), number(c, "r")))
        .collect();
    let links: Vec<Vec<(f64, f64)>> = svg
        .split("<polyline")
        .skip(1)
        .filter(|p| p.contains("stroke=\"#333333\""))
        .map(|p| {
            let at = p.find(" points=\"").unwrap() + 9;
            p[at..]
                .split('"')
                .next()
                .unwrap()
                .split_whitespace()
                .map(|xy| {
                    let (x, y) = xy.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect()
        })
        .collect();
    assert!(
        links.len() >= 5 && discs.len() >= 10,
        "{} links",
        links.len()
    );
    for points in &links {
        let (first, last) = (points[0], points[points.len() - 1]);
        for &(x, y, r) in &discs {
            let far = |p: (f64, f64)| (p.0 - x).hypot(p.1 - y);
            // Its own ends: the arrow starts and stops just off them.
            if far(first) < r + 6.0 || far(last) < r + 12.0 {
                continue;
            }
            // The closest point of each straight piece of the line.
            let closest = points
                .windows(2)
                .map(|w| {
                    let ((ax, ay), (bx, by)) = (w[0], w[1]);
                    let (dx, dy) = (bx - ax, by - ay);
                    let len = dx * dx + dy * dy;
                    let t = if len == 0.0 {
                        0.0
                    } else {
                        (((x - ax) * dx + (y - ay) * dy) / len).clamp(0.0, 1.0)
                    };
                    far((ax + t * dx, ay + t * dy))
                })
                .fold(f64::MAX, f64::min);
            assert!(
                closest >= r + 3.0,
                "a link passes {closest:.1} px from the disc at ({x}, {y})"
            );
        }
    }
}
