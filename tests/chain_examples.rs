//! The two chains of the C# tutorial, with its own cells and digits, on the
//! real (transformed) boards of `puzzles/chain-examples.txt` (notebooks 00 and
//! 07 show them): the skyscraper (5)r1c2=r1c4-r5c4=r5c3, which the solver
//! takes, and the XY-Chain (2=7)r1c2-(7=4)r4c2-(4=9)r6c1-(9=2)r6c4, which is
//! on the board but which the solver does not need.

use sudoku_explorer::brute;
use sudoku_explorer::formats;
use sudoku_explorer::solver::Solver;
use sudoku_explorer::strategies::chains::xy_chain::find_xy_chains;
use sudoku_explorer::strategies::chains::{
    chain_eliminations, is_chain, ChainKind, ChainNode, LinkKind,
};
use sudoku_explorer::strategies::{self, single_digit::SingleDigitChain};
use sudoku_explorer::{Board, Cell};

fn examples() -> Vec<Board> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/chain-examples.txt");
    formats::read_puzzles(path)
        .expect("readable")
        .into_iter()
        .map(|p| p.expect("valid").board)
        .collect()
}

fn cell(name: &str) -> Cell {
    name.parse().expect("cell name")
}

/// `line` with row r moved to `rows[r]`, column c to `cols[c]` and digit d
/// renamed `digits[d]` (all 1-based; index 0 unused).
fn transform(line: &str, rows: [usize; 10], cols: [usize; 10], digits: [u8; 10]) -> String {
    let mut out = vec!['.'; 81];
    for (i, ch) in line.chars().enumerate() {
        let (r, c) = (i / 9 + 1, i % 9 + 1);
        if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
            out[(rows[r] - 1) * 9 + cols[c] - 1] = char::from(b'0' + digits[d as usize]);
        }
    }
    out.into_iter().collect()
}

#[test]
fn the_puzzles_are_the_stated_transforms_of_sx_hard_puzzles() {
    let boards = examples();
    for b in &boards {
        assert_eq!(brute::count_solutions(b, 2), 1);
    }
    let Ok(text) = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/puzzles/sx_hard_500_with_solutions.txt"
    )) else {
        eprintln!("skipping the provenance check: ../shared/puzzles/sx_hard_500_with_solutions.txt not found");
        return;
    };
    let puzzle = |n: usize| {
        let line = text.lines().filter(|l| !l.starts_with('#')).nth(n - 1);
        line.and_then(|l| l.split_whitespace().next())
            .expect("puzzle line")
    };
    // Identity (index 0 unused, as in the maps below).
    let same = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    // #204: columns moved, digits 2 and 5 swapped.
    let cols = [0, 1, 3, 2, 7, 8, 9, 5, 4, 6];
    let digits = [0, 1, 5, 3, 4, 2, 6, 7, 8, 9];
    assert_eq!(
        transform(puzzle(204), same, cols, digits),
        boards[0].to_line()
    );
    // #11: bands 2 and 3 exchanged, digits 3/4, 5/9, 7/8 swapped.
    let rows = [0, 1, 2, 3, 7, 8, 9, 6, 5, 4];
    let digits = [0, 1, 2, 4, 3, 9, 6, 8, 7, 5];
    assert_eq!(
        transform(puzzle(11), rows, same, digits),
        boards[1].to_line()
    );
}

#[test]
fn the_solver_takes_the_tutorials_skyscraper_at_step_28() {
    let w = Solver::new().solve(&examples()[0]);
    let step = &w.steps[27];
    assert_eq!(step.strategy, "skyscraper");
    let p = step.pattern::<SingleDigitChain>().expect("skyscraper data");
    assert_eq!(p.digit, 5);
    assert_eq!(p.cells(), ["r1c2", "r1c4", "r5c4", "r5c3"].map(cell));
    assert_eq!(p.weak_link.house.to_string(), "column 4");
    let elims: Vec<String> = step.eliminations.iter().map(|c| c.to_string()).collect();
    assert_eq!(elims, ["r2c3<>5"]);
    // As an X-Chain given link by link, it proves the same.
    let nodes: Vec<ChainNode> = p.cells().iter().map(|&c| ChainNode::cell(c, 5)).collect();
    let board = w.board_before(27);
    use LinkKind::{Strong, Weak};
    let x = is_chain(&board, ChainKind::XChain, &nodes, &[Strong, Weak, Strong]).expect("X-Chain");
    assert_eq!(x.eureka(), "(5)r1c2=r1c4-r5c4=r5c3");
    assert_eq!(chain_eliminations(&board, &x), step.eliminations);
}

#[test]
fn the_tutorials_xy_chain_is_on_the_board_after_26_steps() {
    let w = Solver::new().solve(&examples()[1]);
    assert!(w.steps[..26]
        .iter()
        .all(|s| ["full-house", "naked-single", "hidden-single"].contains(&s.strategy)));
    assert_eq!(w.steps[26].strategy, "locked-candidates-pointing");
    let chain_steps = w.steps.iter().filter(|s| {
        strategies::by_id(s.strategy).is_some_and(|i| i.family == strategies::Family::Chains)
    });
    assert_eq!(chain_steps.count(), 0);
    let board = w.board_before(26);
    let nodes: Vec<ChainNode> = [
        ("r1c2", 2),
        ("r1c2", 7),
        ("r4c2", 7),
        ("r4c2", 4),
        ("r6c1", 4),
        ("r6c1", 9),
        ("r6c4", 9),
        ("r6c4", 2),
    ]
    .iter()
    .map(|&(c, d)| ChainNode::cell(cell(c), d))
    .collect();
    use LinkKind::{Strong, Weak};
    let links = [Strong, Weak, Strong, Weak, Strong, Weak, Strong];
    let chain = is_chain(&board, ChainKind::XyChain, &nodes, &links).expect("the XY-Chain");
    assert_eq!(chain.eureka(), "(2=7)r1c2-(7=4)r4c2-(4=9)r6c1-(9=2)r6c4");
    let elims: Vec<String> = chain_eliminations(&board, &chain)
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(elims, ["r1c4<>2"]);
    // The finder reports a chain with that effect (one chain per effect).
    let found = find_xy_chains(&board);
    assert!(found
        .iter()
        .any(|c| chain_eliminations(&board, c) == chain_eliminations(&board, &chain)));
    // It is not on the starting board: there its cells hold more candidates.
    assert!(is_chain(&w.start, ChainKind::XyChain, &nodes, &links).is_none());
}
