//! The two chains of the C# tutorial, in the same shapes on the real boards of
//! `puzzles/chain-examples.txt` (notebook 07 shows them): a skyscraper on 5
//! joining rows 1 and 5 through column 4, and a four-cell XY-Chain.

use sudoku_explorer::formats;
use sudoku_explorer::solver::Solver;
use sudoku_explorer::step::Step;
use sudoku_explorer::strategies::{self, chains::Chain, single_digit::SingleDigitChain};
use sudoku_explorer::Board;

fn examples() -> Vec<Board> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/chain-examples.txt");
    formats::read_puzzles(path)
        .expect("readable")
        .into_iter()
        .map(|p| p.expect("valid").board)
        .collect()
}

/// Every productive instance of `id` at every position of the walkthrough.
fn along_walkthrough(puzzle: &Board, id: &str) -> Vec<Step> {
    let find = strategies::by_id(id).expect("registered").find;
    let w = Solver::new().solve(puzzle);
    (0..=w.steps.len())
        .flat_map(|i| find(&w.board_before(i)))
        .filter(|s| !s.eliminations.is_empty())
        .collect()
}

#[test]
fn skyscraper_on_five_through_column_four() {
    let found = along_walkthrough(&examples()[0], "skyscraper");
    let tutorial_shape = found.iter().find(|s| {
        let p = s.pattern::<SingleDigitChain>().expect("skyscraper data");
        let mut rows: Vec<String> = p.strong_links.iter().map(|l| l.house.to_string()).collect();
        rows.sort();
        p.digit == 5 && rows == ["row 1", "row 5"] && p.weak_link.house.to_string() == "column 4"
    });
    let step = tutorial_shape.expect("the tutorial's shape");
    let elims: Vec<String> = step.eliminations.iter().map(|c| c.to_string()).collect();
    assert_eq!(elims, ["r4c2<>5"]);
}

#[test]
fn four_cell_xy_chain() {
    let found = along_walkthrough(&examples()[1], "xy-chain");
    let eurekas: Vec<String> = found
        .iter()
        .map(|s| s.pattern::<Chain>().expect("chain data").eureka())
        .collect();
    assert!(
        eurekas.contains(&"(9=3)r7c2-(3=5)r7c9-(5=2)r8c9-(2=9)r8c2".to_string()),
        "{eurekas:?}"
    );
}
