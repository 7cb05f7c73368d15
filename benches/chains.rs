//! Chain finders, measured by hand: timings over positions reached while
//! solving the shared puzzle sets, and HoDoKu regression cases per variant.
//!
//! ```text
//! cargo bench --bench chains -- timings      # finder timings (CHAIN_ORACLE=1: the oracle's sets)
//! cargo bench --bench chains -- reglib       # HoDoKu reglib 07xx cases, found or not, at which rank
//! CHAIN_LINE='<reglib line>' CHAIN_IDS=aic cargo bench --bench chains -- reglib-one
//! CHAIN_SCAN=sx_hard_500_with_solutions.txt cargo bench --bench chains -- scan
//! ```
//!
//! Without an argument (a plain `cargo bench`) it only prints this usage:
//! the measurements take minutes. Other settings: `CHAIN_IDS=aic,x-chain`
//! (only these strategies), `CHAIN_THIN=N` (every N-th puzzle),
//! `CHAIN_PATTERNS=1` (with `CHAIN_ORACLE`: count patterns, build no steps).
//! The puzzle sets are read from `../shared/` beside the project.

use std::collections::BTreeSet;
use std::time::Instant;
use sudoku_explorer::formats::library::parse_library_line;
use sudoku_explorer::solver::Solver;
use sudoku_explorer::step::Step;
use sudoku_explorer::strategies::chains::{aic, nice_loops, remote_pair, x_chain, xy_chain};
use sudoku_explorer::strategies::{self, steps_of, Caches, REGISTRY};
use sudoku_explorer::{brute, Board, Candidate};

type Finder = fn(&Board) -> Vec<Step>;

/// Every chain strategy, in registry order, with its finder as steps.
const IDS: &[(&str, Finder)] = &[
    ("remote-pair", steps_of::<remote_pair::RemotePairs>),
    ("x-chain", steps_of::<x_chain::XChains>),
    ("xy-chain", steps_of::<xy_chain::XyChains>),
    (
        "continuous-nice-loop",
        steps_of::<nice_loops::ContinuousNiceLoops>,
    ),
    ("aic", steps_of::<aic::Aics>),
    (
        "discontinuous-nice-loop",
        steps_of::<nice_loops::DiscontinuousNiceLoops>,
    ),
    (
        "grouped-continuous-nice-loop",
        steps_of::<nice_loops::GroupedContinuousNiceLoops>,
    ),
    ("grouped-aic", steps_of::<aic::GroupedAics>),
    (
        "grouped-discontinuous-nice-loop",
        steps_of::<nice_loops::GroupedDiscontinuousNiceLoops>,
    ),
];

/// Pattern finders only (no steps), for CHAIN_PATTERNS=1.
type Counter = fn(&Board) -> usize;
const PATTERNS: &[(&str, Counter)] = &[
    ("remote-pair", |b| remote_pair::find_remote_pairs(b).len()),
    ("x-chain", |b| x_chain::find_x_chains(b).len()),
    ("xy-chain", |b| xy_chain::find_xy_chains(b).len()),
    ("continuous-nice-loop", |b| {
        nice_loops::find_continuous_nice_loops(b).len()
    }),
    ("aic", |b| aic::find_aics(b).len()),
    ("discontinuous-nice-loop", |b| {
        nice_loops::find_discontinuous_nice_loops(b).len()
    }),
    ("grouped-continuous-nice-loop", |b| {
        nice_loops::find_grouped_continuous_nice_loops(b).len()
    }),
    ("grouped-aic", |b| aic::find_grouped_aics(b).len()),
    ("grouped-discontinuous-nice-loop", |b| {
        nice_loops::find_grouped_discontinuous_nice_loops(b).len()
    }),
];

fn finder(id: &str) -> Finder {
    IDS.iter().find(|(i, _)| *i == id).map(|(_, f)| *f).unwrap()
}

fn counter(id: &str) -> Counter {
    if std::env::var("CHAIN_PATTERNS").is_ok() {
        PATTERNS
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, f)| *f)
            .unwrap()
    } else {
        |_| 0
    }
}

fn shared(path: &str) -> Option<String> {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/").to_string() + path)
        .ok()
}

/// A board from an 81-character line ('.' or '0' blank).
fn board(line: &str) -> Option<Board> {
    let digits: Vec<u8> = line
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    Board::from_givens(&digits).ok()
}

/// The position reached from `line` by full houses, naked and hidden singles.
fn after_singles(line: &str) -> Option<Board> {
    let singles =
        Solver::with(&["full-house", "naked-single", "hidden-single"]).expect("known ids");
    Some(singles.solve(&board(line)?).end)
}

/// Only the strategies named in CHAIN_IDS (all when unset).
fn wanted(id: &str) -> bool {
    let only = std::env::var("CHAIN_IDS").unwrap_or_default();
    only.is_empty() || only.split(',').any(|o| o == id)
}

/// Prints the first chains of each kind on puzzles after singles, to pick
/// unit-test examples (`CHAIN_SCAN=sx_hard_500_with_solutions.txt`).
fn scan_examples() {
    let Ok(file) = std::env::var("CHAIN_SCAN") else {
        println!("scan: set CHAIN_SCAN to a file of ../shared/puzzles");
        return;
    };
    let Some(text) = shared(&format!("puzzles/{file}")) else {
        println!("skipping scan: ../shared/puzzles/{file} is absent");
        return;
    };
    for (i, line) in text.lines().enumerate().take(300) {
        let p = line.split_whitespace().next().unwrap_or("");
        if p.len() != 81 {
            continue;
        }
        let Some(b) = after_singles(p) else { continue };
        for (id, f) in IDS {
            if !wanted(id) {
                continue;
            }
            let steps = f(&b);
            if let Some(s) = steps.first() {
                println!(
                    "#{} {id} ({} found): {}",
                    i + 1,
                    steps.len(),
                    s.explanation()
                );
            }
        }
    }
}

/// The chains of CHAIN_IDS on one reglib line (CHAIN_LINE).
fn reglib_one() {
    let Ok(line) = std::env::var("CHAIN_LINE") else {
        println!("reglib-one: set CHAIN_LINE to a reglib line and CHAIN_IDS");
        return;
    };
    let e = parse_library_line(&line).unwrap();
    println!("{}", e.board.to_line());
    let want: Vec<String> = e.eliminations.iter().map(|c| c.to_string()).collect();
    println!("want {want:?}");
    for id in std::env::var("CHAIN_IDS").unwrap_or_default().split(',') {
        for s in finder(id)(&e.board) {
            println!("{id}: {}", s.explanation());
        }
    }
}

/// HoDoKu's reglib chain cases (07xx): whether the finder lists the
/// expected eliminations, and at which rank.
fn reglib_chains() {
    let Some(text) = shared("reglib/reglib-1.3-part-a.txt") else {
        println!("skipping reglib: ../shared/reglib/reglib-1.3-part-a.txt is absent");
        return;
    };
    let map = [
        ("0701", "x-chain"),
        ("0702", "xy-chain"),
        ("0703", "remote-pair"),
        ("0706", "continuous-nice-loop"),
        ("0707", "discontinuous-nice-loop"),
        ("0708", "aic"),
        ("0709", "grouped-continuous-nice-loop"),
        ("0710", "grouped-discontinuous-nice-loop"),
        ("0711", "grouped-aic"),
    ];
    let mut tally: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for line in text.lines().filter(|l| l.starts_with(":07")) {
        let e = parse_library_line(line).unwrap();
        let code = &e.technique[..4];
        let Some(&(_, id)) = map.iter().find(|(c, _)| *c == code) else {
            continue;
        };
        let steps = finder(id)(&e.board);
        let want: BTreeSet<Candidate> = e.eliminations.iter().copied().collect();
        let at = steps
            .iter()
            .position(|s| s.eliminations.iter().copied().collect::<BTreeSet<_>>() == want);
        if let Some(i) = at {
            // Rank if sorted by elimination count (most first), then order.
            let n = steps[i].eliminations.len() + steps[i].placements.len();
            let by_count = steps
                .iter()
                .enumerate()
                .filter(|(j, s)| {
                    let m = s.eliminations.len() + s.placements.len();
                    m > n || (m == n && *j < i)
                })
                .count();
            println!("INDEX {} {i} {by_count} of {}", e.technique, steps.len());
        }
        let ok = at.is_some();
        let t = tally.entry(e.technique.clone()).or_default();
        t.1 += 1;
        if ok {
            t.0 += 1;
        } else {
            println!(
                "FAIL {} want {:?} extra {:?}\n  {}",
                e.technique,
                want.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                line.rsplit(':').next(),
                e.board.to_line()
            );
            for s in steps.iter().take(8) {
                println!("    got {}", s.explanation());
            }
        }
    }
    for (k, (p, t)) in tally {
        println!("{k:<8} {p}/{t}");
    }
}

/// The positions reached while solving the sets (strategies below 260
/// without uniqueness; brute force fills a cell when they are stuck).
fn positions(sets: &[(&str, usize)]) -> Vec<Board> {
    let solver = Solver::with(
        &REGISTRY
            .iter()
            .filter(|i| {
                i.difficulty < 260 && i.family != sudoku_explorer::strategies::Family::Uniqueness
            })
            .map(|i| i.id)
            .collect::<Vec<_>>(),
    )
    .unwrap();
    let mut boards: Vec<Board> = Vec::new();
    let thin: usize = std::env::var("CHAIN_THIN")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(1);
    for &(file, stride) in sets {
        let Some(text) = shared(file) else {
            println!("skipping ../shared/{file}: absent");
            continue;
        };
        for line in text.lines().step_by(stride * thin) {
            let p = line.split_whitespace().next().unwrap_or("");
            if p.len() != 81 {
                continue;
            }
            let Some(start) = board(p) else { continue };
            let Some(sol) = brute::solve(&start) else {
                continue;
            };
            let mut b = start;
            loop {
                boards.push(b.clone());
                if b.empty_cells().is_empty() {
                    break;
                }
                match solver.next_step(&b) {
                    Some(s) => s.apply(&mut b).unwrap(),
                    None => {
                        let c = b
                            .empty_cells()
                            .iter()
                            .min_by_key(|c| b.candidates(*c).len())
                            .unwrap();
                        b.place(c, sol[c.index()]).unwrap();
                    }
                }
            }
        }
    }
    boards
}

/// Process CPU time in seconds, which other jobs on the machine do not
/// inflate.
fn cpu() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let f: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let t = |i: usize| f.get(i).and_then(|x| x.parse::<f64>().ok()).unwrap_or(0.0);
    (t(11) + t(12)) / 100.0
}

fn timings() {
    // CHAIN_ORACLE=1: the oracle's sets and strides (tests/oracle.rs).
    let oracle = std::env::var("CHAIN_ORACLE").is_ok();
    let sets: &[(&str, usize)] = if oracle {
        &[
            ("puzzles/sx_easy_500_with_solutions.txt", 1),
            ("puzzles/sx_medium_500_with_solutions.txt", 1),
            ("puzzles/sx_hard_500_with_solutions.txt", 1),
            ("puzzles/sx_diabolical_500_with_solutions.txt", 1),
            ("puzzles/magictour_top1465.txt", 1),
            ("puzzles/norvig_top95.txt", 1),
            ("puzzles/norvig_hardest11.txt", 1),
            ("puzzles/norvig_easy50.txt", 1),
            ("puzzles/se_rated_sample_le200_per_level.txt", 10),
            ("puzzles/sudoku17_49158.txt", 50),
        ]
    } else {
        &[
            ("puzzles/sx_hard_500_with_solutions.txt", 1),
            ("puzzles/sx_diabolical_500_with_solutions.txt", 1),
            ("puzzles/magictour_top1465.txt", 10),
            ("puzzles/sx_easy_500_with_solutions.txt", 5),
        ]
    };
    let boards = positions(sets);
    println!("{} positions", boards.len());
    let ids: Vec<&str> = IDS.iter().map(|(i, _)| *i).filter(|i| wanted(i)).collect();
    if oracle {
        // Every finder on each board in turn, as the oracle runs them.
        let t0 = cpu();
        let mut steps = 0;
        let mut per = vec![(0.0f64, 0usize); ids.len()];
        for b in &boards {
            for (k, id) in ids.iter().enumerate() {
                let w = Instant::now();
                let n = if std::env::var("CHAIN_PATTERNS").is_ok() {
                    counter(id)(b)
                } else {
                    finder(id)(b).len()
                };
                per[k].0 += w.elapsed().as_secs_f64();
                per[k].1 += n;
                steps += n;
            }
        }
        for (k, id) in ids.iter().enumerate() {
            println!(
                "  {id:<32} {:>7.1} us/position wall  {:>9} steps",
                per[k].0 * 1e6 / boards.len() as f64,
                per[k].1
            );
        }
        println!(
            "oracle mix, all chain finders: {:.1} us/position cpu, {:.1} s in all, {steps} steps",
            (cpu() - t0) * 1e6 / boards.len() as f64,
            cpu() - t0
        );
        return;
    }
    // Board by board, the strategies of a group in registry order: `find`
    // (a fresh search per call), then the solver's `first` with one `Caches`
    // over all positions (the AIC and loop strategies share their sweep).
    let groups: Vec<Vec<&str>> = vec![
        vec!["remote-pair"],
        vec!["x-chain"],
        vec!["xy-chain"],
        vec!["continuous-nice-loop", "aic", "discontinuous-nice-loop"],
        vec![
            "grouped-continuous-nice-loop",
            "grouped-aic",
            "grouped-discontinuous-nice-loop",
        ],
    ];
    let (mut all_find, mut all_first) = (0.0, 0.0);
    let per_position = |t: f64| t * 1e6 / boards.len() as f64;
    for group in groups {
        let group: Vec<&str> = group.into_iter().filter(|g| ids.contains(g)).collect();
        if group.is_empty() {
            continue;
        }
        let mut steps = vec![0usize; group.len()];
        let t0 = cpu();
        let w0 = Instant::now();
        for b in &boards {
            for (k, id) in group.iter().enumerate() {
                steps[k] += finder(id)(b).len();
            }
        }
        let (t, w) = (cpu() - t0, w0.elapsed().as_secs_f64());
        all_find += t;
        let infos: Vec<_> = group
            .iter()
            .map(|id| strategies::by_id(id).expect("registered"))
            .collect();
        let mut caches = Caches::new();
        let mut firsts = 0;
        let t1 = cpu();
        for b in &boards {
            for info in &infos {
                firsts += usize::from(info.first_cached(b, &mut caches).is_some());
            }
        }
        let t_first = cpu() - t1;
        all_first += t_first;
        println!(
            "{:<70} find {:>7.1} us/position cpu ({:>7.1} wall)  steps {:?}; first {:>7.1} us/position cpu ({firsts} found)",
            group.join(","),
            per_position(t),
            per_position(w),
            steps,
            per_position(t_first),
        );
    }
    println!(
        "all: find {:.1} us/position cpu, first {:.1}",
        per_position(all_find),
        per_position(all_first)
    );
}

fn main() {
    // `cargo bench` passes `--bench`; the first other argument says what to run.
    let what = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    match what.as_deref() {
        Some("timings") => timings(),
        Some("reglib") => reglib_chains(),
        Some("reglib-one") => reglib_one(),
        Some("scan") => scan_examples(),
        _ => println!(
            "chains bench: say what to run, e.g. `cargo bench --bench chains -- timings` \
             (also: reglib, reglib-one, scan; see benches/chains.rs)"
        ),
    }
}
