//! Every route through [`answer`], bad input included: the statuses, the
//! errors' words and fields, and answers checked against the coach and the
//! solver they come from.

use super::*;
use crate::grid::{Board, Cell};
use crate::lang::Lang;
use crate::solver::Solver;
use crate::test_util::board;

/// puzzles/numpre1.txt (a PowerShell tutorial's puzzle).
const NUMPRE1: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

fn get(state: &State, path: &str, query: &str) -> Answer {
    answer(
        state,
        &Request {
            method: "GET",
            path,
            query,
            body: b"",
        },
    )
}

fn post(state: &State, path: &str, body: &Value) -> Answer {
    let bytes = body.to_string();
    answer(
        state,
        &Request {
            method: "POST",
            path,
            query: "",
            body: bytes.as_bytes(),
        },
    )
}

fn ok(a: Answer) -> Value {
    assert_eq!(a.status, 200, "{}", a.json);
    a.json
}

fn error(a: &Answer) -> &str {
    a.json["error"].as_str().unwrap_or_default()
}

fn position(b: &Board) -> Value {
    Position::of(b).to_json()
}

#[test]
fn every_word_and_strategy_name_is_given_in_each_language() {
    let s = State::new(Lang::En);
    for (lang, title) in [
        ("en", "Sudoku Explorer"),
        ("ja", "ナンプレ・エクスプローラー"),
    ] {
        let w = ok(get(&s, "/api/words", &format!("lang={lang}")));
        assert_eq!(w["lang"], lang);
        assert_eq!(w["words"]["title"], title);
        assert_eq!(
            w["words"].as_object().unwrap().len(),
            crate::lang::app::AppWord::ALL.len()
        );
        assert_eq!(w["tiers"].as_array().unwrap().len(), 4);
    }
    let ja = ok(get(&s, "/api/words", "lang=ja"));
    assert_eq!(ja["strategies"]["x-wing"], "X-Wing");
    assert_eq!(ja["strategies"]["naked-pair"], "ネイキッドペア");
    // The server's own language when the request names none.
    let s = State::new(Lang::Ja);
    assert_eq!(ok(get(&s, "/api/words", ""))["lang"], "ja");
}

#[test]
fn unknown_routes_methods_and_languages_are_named() {
    let s = State::new(Lang::En);
    let a = get(&s, "/api/nothing", "");
    assert_eq!(a.status, 404);
    assert_eq!(
        error(&a),
        "no route GET /api/nothing; docs/api.md lists the routes"
    );
    assert_eq!(post(&s, "/api/words", &json!({})).status, 404);
    let a = get(&s, "/api/words", "lang=fr");
    assert_eq!(
        (a.status, error(&a)),
        (400, "lang: 'fr'; the languages are en and ja")
    );
    let a = get(&s, "/api/frame", "size=7&lang=ja");
    assert_eq!(a.status, 400);
    assert_eq!(error(&a), "size：「7」です。盤の大きさは4・6・9です");
}

#[test]
fn malformed_json_and_missing_fields_are_400_with_the_reason() {
    let s = State::new(Lang::En);
    let a = answer(
        &s,
        &Request {
            method: "POST",
            path: "/api/hint",
            query: "",
            body: b"{not json",
        },
    );
    assert_eq!(a.status, 400);
    assert!(
        error(&a).starts_with(
            "the request's body is not the JSON this route reads: key must be a string"
        ),
        "{}",
        error(&a)
    );
    let a = post(&s, "/api/hint", &json!({"level": 2}));
    assert_eq!(a.status, 400);
    assert!(
        error(&a).contains("missing field `position`"),
        "{}",
        error(&a)
    );
    let a = post(
        &s,
        "/api/hint",
        &json!({"position": {"givens": NUMPRE1}, "level": 7}),
    );
    assert_eq!(
        (a.status, error(&a)),
        (400, "level: 7; a hint has levels 1 to 4")
    );
    let a = post(&s, "/api/hint", &json!({"position": {"givens": "12"}}));
    assert_eq!(
        error(&a),
        "position.givens: 2 characters; a position has 16, 36 or 81 (4x4, 6x6, 9x9), one per cell"
    );
}

#[test]
fn the_frame_has_the_grid_and_every_candidate_slot() {
    let s = State::new(Lang::En);
    for size in [4, 6, 9] {
        let f = ok(get(&s, "/api/frame", &format!("size={size}")));
        assert_eq!(f["geometry"]["size"], size);
        assert_eq!(f["geometry"]["slots"].as_array().unwrap().len(), size);
        // Every row and column line, borders included.
        let lines = f["grid"].as_str().unwrap().matches("<polyline").count();
        assert_eq!(lines, 2 * (size + 1), "{size}");
    }
}

#[test]
fn load_reads_every_format_and_names_bad_lines_and_bad_puzzles() {
    let s = State::new(Lang::En);
    let text = format!("{NUMPRE1}\nnot a puzzle at all\n{}\n", ".".repeat(81));
    let l = ok(post(&s, "/api/load", &json!({"text": text})));
    let puzzles = l["puzzles"].as_array().unwrap();
    assert_eq!(puzzles[0]["line"], 1);
    assert_eq!(puzzles[0]["position"]["givens"], NUMPRE1);
    assert!(puzzles[0].get("problem").is_none());
    // The empty grid has many solutions, and says so.
    let empty = puzzles.iter().find(|p| p["line"] == 3).unwrap();
    assert!(
        empty["problem"]
            .as_str()
            .unwrap()
            .contains("more than one solution"),
        "{}",
        empty["problem"]
    );
    assert_eq!(l["errors"][0]["line"], 2);
    // The seed puzzles' own formats: BASIC data rows and a 4x4.
    let bas = include_str!("../../puzzles/mini4x4-020.bas");
    let l = ok(post(&s, "/api/load", &json!({"text": bas})));
    assert_eq!(
        l["puzzles"][0]["position"]["givens"]
            .as_str()
            .unwrap()
            .len(),
        16
    );
    let a = post(&s, "/api/load", &json!({"text": NUMPRE1, "format": "xml"}));
    assert_eq!(a.status, 400);
    assert!(error(&a).contains("xml"), "{}", error(&a));
}

#[test]
fn hints_go_level_by_level_and_level_4_is_the_solvers_next_step() {
    let s = State::new(Lang::En);
    let b = board(NUMPRE1);
    let p = position(&b);
    let texts: Vec<String> = (1..=4)
        .map(|level| {
            let h = ok(post(
                &s,
                "/api/hint",
                &json!({"position": p, "level": level}),
            ));
            assert_eq!(h["level"], level);
            assert!(h.get("step").is_some() == (level == 4));
            h["text"].as_str().unwrap().to_string()
        })
        .collect();
    for k in 1..4 {
        assert_ne!(texts[k - 1], texts[k]);
    }
    let step = ok(post(&s, "/api/step", &json!({"position": p})));
    let expected = crate::coach::curriculum_solver().next_step(&b).unwrap();
    assert_eq!(step["strategy"], expected.strategy);
    let placed: Vec<usize> = expected
        .placements
        .iter()
        .map(|c| position::code(c, 9))
        .collect();
    assert_eq!(step["step"]["placements"], json!(placed));
    assert!(!step["layers"]["marks"].as_str().unwrap().is_empty());
}

#[test]
fn a_hint_on_a_solved_position_or_with_a_mistake_says_so() {
    let s = State::new(Lang::En);
    let w = Solver::new().solve(&board(NUMPRE1));
    let a = post(&s, "/api/hint", &json!({"position": position(&w.end)}));
    assert_eq!(
        (a.status, error(&a)),
        (422, "the position is solved: there is no next step")
    );
    // A wrong digit placed in r1c1.
    let mut wrong = board(NUMPRE1);
    let right = w.end.value(Cell::new(0, 0)).unwrap();
    let digit = wrong
        .candidates(Cell::new(0, 0))
        .iter()
        .find(|&d| d != right)
        .unwrap();
    wrong.place(Cell::new(0, 0), digit).unwrap();
    let a = post(&s, "/api/hint", &json!({"position": position(&wrong)}));
    assert_eq!(a.status, 422, "{}", a.json);
    let c = ok(post(
        &s,
        "/api/check",
        &json!({"position": position(&wrong)}),
    ));
    assert_eq!(c["mistakes"], 1);
    assert!(
        c["said"][0].as_str().unwrap().contains("r1c1"),
        "{}",
        c["said"]
    );
    assert!(!c["said"][0]
        .as_str()
        .unwrap()
        .contains(&format!("={right}")));
    let c = ok(post(
        &s,
        "/api/check",
        &json!({"position": position(&w.end)}),
    ));
    assert_eq!(
        (c["mistakes"].clone(), c["solved"].clone()),
        (json!(0), json!(true))
    );
}

#[test]
fn why_names_each_move_and_grade_accepts_the_step() {
    let s = State::new(Lang::En);
    let b = board(NUMPRE1);
    let p = position(&b);
    let step = crate::coach::curriculum_solver().next_step(&b).unwrap();
    let placed = step.placements[0];
    let w = ok(post(
        &s,
        "/api/why",
        &json!({"position": p, "moves": [format!("{placed:#}"), "r1c3<>3"]}),
    ));
    let said = w["said"].as_array().unwrap();
    assert_eq!(said.len(), 2);
    assert!(said[0].as_str().unwrap().contains("right"), "{}", said[0]);
    assert!(
        said[1].as_str().unwrap().contains("not a candidate")
            || said[1].as_str().unwrap().contains("r1c3"),
        "{}",
        said[1]
    );
    let a = post(&s, "/api/why", &json!({"position": p, "moves": ["r9c9<5"]}));
    assert_eq!(
        (a.status, error(&a)),
        (
            400,
            "moves: 'r9c9<5' is neither a removal (r3c4<>5) nor a placement (r3c4=5)"
        )
    );
    let many = vec!["r1c1<>1"; 82];
    let a = post(&s, "/api/why", &json!({"position": p, "moves": many}));
    assert_eq!(
        (a.status, error(&a)),
        (
            400,
            "moves: more than 81, the most one request may ask about"
        )
    );
    let g = ok(post(
        &s,
        "/api/grade",
        &json!({"position": p, "technique": step.strategy,
                "placements": [position::code(&placed, 9)]}),
    ));
    assert_eq!(g["right"], true, "{g}");
    let a = post(
        &s,
        "/api/grade",
        &json!({"position": p, "technique": "x-wing", "eliminations": [81 * 16 + 3]}),
    );
    assert_eq!(a.status, 400);
    assert!(error(&a).contains("1299"), "{}", error(&a));
    let a = post(
        &s,
        "/api/grade",
        &json!({"position": p, "technique": "x-wimg"}),
    );
    assert!(error(&a).contains("x-wing"), "{}", error(&a));
}

#[test]
fn the_walkthrough_from_a_position_is_the_teaching_solvers() {
    let s = State::new(Lang::En);
    let b = board(NUMPRE1);
    let w = ok(post(
        &s,
        "/api/walkthrough",
        &json!({"position": position(&b)}),
    ));
    let expected = crate::coach::curriculum_solver().solve(&b);
    assert_eq!(w["steps"].as_array().unwrap().len(), expected.steps.len());
    assert_eq!(w["steps"][0]["strategy"], expected.steps[0].strategy);
    assert!(
        w["status"].as_str().unwrap().starts_with("Solved by logic"),
        "{}",
        w["status"]
    );
}

#[test]
fn lessons_come_in_curriculum_order_with_rule_and_example() {
    let s = State::new(Lang::En);
    let l = ok(get(&s, "/api/lessons", ""));
    let ids: Vec<&str> = l["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["id"].as_str().unwrap())
        .collect();
    let order: Vec<&str> = crate::coach::curriculum()
        .iter()
        .map(|l| l.info.id)
        .collect();
    assert_eq!(ids, order);
    let x = ok(get(&s, "/api/lessons/x-wing", "lang=ja"));
    assert_eq!(x["name"], "X-Wing");
    assert!(
        x["rule"].as_str().unwrap().contains("列") || x["rule"].as_str().unwrap().contains("行")
    );
    let example = &x["example"];
    let b = Position {
        givens: example["position"]["givens"].as_str().unwrap().into(),
        values: example["position"]["values"].as_str().map(Into::into),
        candidates: example["position"]["candidates"].as_str().map(Into::into),
    }
    .board()
    .unwrap();
    // The example's step is an X-Wing on its position.
    let found = (crate::strategies::by_id("x-wing").unwrap().effects)(&b);
    assert!(!found.is_empty());
    assert!(x["previous"].is_string() && x["next"].is_string());
    let a = get(&s, "/api/lessons/no-such-thing", "");
    assert_eq!(
        (a.status, error(&a)),
        (404, "no lesson is called 'no-such-thing'")
    );
}

#[test]
fn a_drill_is_a_position_whose_next_step_is_the_technique() {
    let s = State::new(Lang::En);
    for seed in [1, 2] {
        let d = ok(post(
            &s,
            "/api/drill",
            &json!({"technique": "xy-wing", "seed": seed}),
        ));
        assert_eq!(d["technique"], "xy-wing");
        let p: Position = serde_json::from_value(d["position"].clone()).unwrap();
        let b = p.board().unwrap();
        let step = crate::coach::hint(&b, crate::coach::Level::Step).unwrap();
        // The default solver's next step here is the XY-Wing.
        assert_eq!(Solver::new().next_step(&b).unwrap().strategy, "xy-wing");
        assert!(step.step.is_some());
        // Nothing of the answer is in the drill.
        assert!(d.get("step").is_none() && d.get("eliminations").is_none());
    }
}

#[test]
fn bundled_puzzles_all_load_with_one_solution() {
    let p = teach::puzzles();
    let list = p["puzzles"].as_array().unwrap();
    assert!(list.len() >= 10, "{}", list.len());
    for x in list {
        let pos: Position = serde_json::from_value(x["position"].clone()).unwrap();
        let b = pos.board().unwrap();
        assert!(crate::coach::why::solution_of(&b).is_ok(), "{}", x["name"]);
    }
    assert!(list
        .iter()
        .any(|x| x["technique"] == "locked-candidates-pointing"));
}

#[test]
fn query_strings_are_decoded() {
    assert_eq!(
        query_pairs("lang=ja&x=a%20b+c&bad=%zz&end=%4"),
        vec![
            ("lang".to_string(), "ja".to_string()),
            ("x".to_string(), "a b c".to_string()),
            ("bad".to_string(), "%zz".to_string()),
            ("end".to_string(), "%4".to_string()),
        ]
    );
    // Bytes that are not UTF-8 do not panic.
    assert_eq!(decode("%ff%e3"), "\u{fffd}\u{fffd}");
}

/// A wrong digit that leaves another cell without a candidate (pencil
/// marks left to the page) is checked, not refused: both are named.
#[test]
fn check_names_a_wrong_digit_that_empties_another_cell() {
    let s = State::new(Lang::En);
    let start = board(NUMPRE1);
    let solution = crate::coach::why::solution_of(&start).unwrap();
    let (cell, wrong) = start
        .empty_cells()
        .into_iter()
        .flat_map(|cell| start.candidates(cell).iter().map(move |d| (cell, d)))
        .find(|&(cell, d)| {
            let mut b = start.clone();
            d != solution[cell.row() * 9 + cell.col()]
                && b.place(cell, d).is_ok()
                && b.dead_cell().is_some()
        })
        .expect("some wrong digit empties a cell");
    let mut values: Vec<char> = NUMPRE1.chars().collect();
    values[cell.row() * 9 + cell.col()] = char::from(b'0' + wrong);
    let p = json!({"givens": NUMPRE1, "values": values.into_iter().collect::<String>()});
    let c = ok(post(&s, "/api/check", &json!({ "position": p })));
    assert_eq!(c["mistakes"], 1, "{c}");
    let said = c["said"].to_string();
    assert!(said.contains(&cell.to_string()), "{said}");
}

/// A hint served from the step cache is the hint found afresh, at every
/// level, on positions along a walkthrough (puzzles/als-examples.txt's
/// first puzzle, whose steps include chains).
#[test]
fn cached_hints_equal_fresh_ones() {
    let text = include_str!("../../puzzles/als-examples.txt");
    let puzzle = crate::formats::parse_puzzles(text)
        .into_iter()
        .flatten()
        .next()
        .unwrap();
    let w = Solver::new().solve(&puzzle.board);
    let shared = State::new(Lang::En);
    for k in (0..w.steps.len()).step_by(7) {
        let p = position(&w.board_before(k));
        for level in [4, 1, 3, 2, 4] {
            let body = json!({"position": p, "level": level});
            let cached = ok(post(&shared, "/api/hint", &body));
            let fresh = ok(post(&State::new(Lang::En), "/api/hint", &body));
            assert_eq!(cached, fresh, "step {k}, level {level}");
        }
    }
}
