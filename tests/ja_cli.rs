//! `--lang ja` and `--notation` on the command line: explain (text, JSON,
//! page), find, strategies, rate, render, and the errors a user meets.

mod common;
use common::run_with_input as run;

/// Sudoku Exchange bank, sx_medium #35 (see puzzles/strategy-examples.txt;
/// its walkthrough takes a locked pair, a claiming and a naked pair); a line with a stray `x` in column 81; a
/// line whose r1c1 and r1c2 both hold 8.
const INPUT: &str =
    "...8.9....43...87..2.....1.3...2...9...3.8....1.....2.6.7...4.2.842.569.2..7.4..1\n\
     ...8.9....43...87..2.....1.3...2...9...3.8....1.....2.6.7...4.2.842.569.2..7.4..x\n\
     88.8.9....43...87..2.....1.3...2...9...3.8....1.....2.6.7...4.2.842.569.2..7.4..1\n";

#[test]
fn explain_in_japanese_names_steps_result_and_bad_lines() {
    let (code, out, err) = run(&["explain", "--lang", "ja", "-"], INPUT);
    assert_eq!(code, Some(1), "two lines are no puzzles");
    assert!(
        out.contains("] ロックペア：6列目・ブロック5の2マス"),
        "{out}"
    );
    assert!(
        out.contains("] ロックされた候補 タイプ2（クレーミング）："),
        "{out}"
    );
    assert!(out.contains("から候補"), "{out}");
    // A Japanese step line starts with its rating and the Japanese name,
    // not the English id.
    assert!(
        out.contains("  1. [SE ") && !out.contains("[hidden-single"),
        "{out}"
    );
    // 日本語 names the language too.
    let (_, same, _) = run(&["explain", "--lang", "日本語", "-"], INPUT);
    assert_eq!(same, out);
    assert!(
        out.contains("結果（") && out.contains("理詰めで解けた"),
        "{out}"
    );
    assert!(out.contains("難易度：SE"), "{out}");
    assert!(err.contains("ファイルの2行目81文字目"), "{err}");
    assert!(err.contains("'x'があります"), "{err}");
    assert!(
        err.contains("ファイルの3行目: r1c1とr1c2の両方に8があります"),
        "{err}"
    );
    // English by default, unchanged.
    let (_, en, en_err) = run(&["explain", "-"], INPUT);
    assert!(
        en.contains("Locked candidates (claiming): in row 5"),
        "{en}"
    );
    assert!(en_err.contains("line 2, column 81"));
}

#[test]
fn notations_write_every_cell_their_way() {
    let one = INPUT.lines().next().unwrap();
    let (_, kanji, _) = run(
        &["explain", "--lang", "ja", "--notation", "3行2列", "-"],
        one,
    );
    assert!(kanji.contains("行") && kanji.contains("列に"), "{kanji}");
    let (_, dash, _) = run(
        &[
            "find",
            "--notation",
            "3-2",
            "--after-singles",
            "locked-candidates-pointing",
            "-",
        ],
        one,
    );
    assert!(
        dash.contains("<>") && !dash.contains("r1c") && !dash.contains("r2c"),
        "{dash}"
    );
    let (_, letter, _) = run(
        &[
            "explain",
            "--json",
            "--lang",
            "ja",
            "--notation",
            "{C,2}",
            "-",
        ],
        one,
    );
    let v: serde_json::Value = serde_json::from_str(letter.lines().next().unwrap()).unwrap();
    let step = &v["steps"][0];
    let text = step["explanation"].as_str().unwrap();
    assert!(text.contains('{') && text.contains("配置"), "{text}");
    assert!(step["name"].as_str().is_some_and(|n| !n.is_ascii()));
    // Machine fields keep their notation.
    assert!(step["placements"][0].as_str().unwrap().starts_with('r'));
    let (code, _, err) = run(&["explain", "--notation", "R3C2", "-"], one);
    assert_eq!(code, Some(2));
    assert!(err.contains("3行2列"), "{err}");
}

#[test]
fn strategies_rate_and_missing_files_in_japanese() {
    let (_, out, _) = run(&["strategies", "--lang", "ja"], "");
    assert!(out.contains("ヒドゥンシングル") && out.contains("スカイスクレイパー"));
    assert!(out.contains("標準のソルバーには含まれない"));
    // Every reason for leaving a strategy out is in Japanese: past the id
    // and the English family name, only names and code stay in Latin letters.
    let allowed = [
        "HoDoKu",
        "Sudoku",
        "Explainer",
        "top1465",
        "Solver",
        "complete",
        "explain",
    ];
    for line in out
        .lines()
        .filter(|l| l.contains("標準のソルバーには含まれない"))
    {
        let (_, reason) = line.split_once("含まれない").unwrap();
        for word in reason.split(|c: char| !c.is_ascii_alphanumeric()) {
            assert!(
                word.len() < 3
                    || word.chars().all(|c| c.is_ascii_digit())
                    || allowed.contains(&word),
                "English word {word:?} in: {line}"
            );
        }
    }
    let (_, out, _) = run(&["rate", "--lang", "ja", "-"], INPUT);
    assert!(out.starts_with("ファイルの行 "), "{out}");
    assert!(out.contains("エラー: ファイルの3行目"), "{out}");
    let (code, _, err) = run(&["find", "--lang", "ja", "x-wing", "/no/such/file.txt"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("ファイルが見つかりません"), "{err}");
}

#[test]
fn pages_and_pictures_in_japanese() {
    let dir = std::env::temp_dir().join(format!("sudoku-ja-cli-{}", std::process::id()));
    let one = INPUT.lines().next().unwrap();
    let dir_text = dir.to_str().unwrap();
    let (code, _, _) = run(&["explain", "--lang", "ja", "--html", dir_text, "-"], one);
    assert_eq!(code, Some(0));
    let page = std::fs::read_to_string(dir.join("stdin-line1.html")).unwrap();
    assert!(page.contains("<html lang=\"ja\">"));
    assert!(page.contains("前へ") && page.contains("最終盤面"));
    let svg = dir.join("pointing.svg");
    let args = [
        "render",
        "--lang",
        "ja",
        "--strategy",
        "locked-candidates-pointing",
        "-o",
        svg.to_str().unwrap(),
        "-",
    ];
    let (code, _, err) = run(&args, one);
    assert_eq!(code, Some(0), "{err}");
    let svg = std::fs::read_to_string(svg).unwrap();
    assert!(svg.contains("ポインティング") && svg.contains("Noto Sans CJK JP"));
    let _ = std::fs::remove_dir_all(dir);
}

/// `generate --needs` errors in Japanese: a strategy no 4x4 puzzle can
/// need, and a search that runs out of time (with its counts).
#[test]
fn generate_errors_are_japanese_too() {
    let (code, _, stderr) = run(
        &[
            "generate",
            "--needs",
            "naked-pair",
            "--size",
            "4",
            "--lang",
            "ja",
        ],
        "",
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("ネイキッドペアが必要な4x4の問題はありません：解が一つの4x4の問題はすべて"),
        "{stderr}"
    );
    let (_, _, stderr) = run(
        &[
            "generate",
            "--needs",
            "x-wing",
            "--max-seconds",
            "0",
            "--lang",
            "ja",
        ],
        "",
    );
    assert!(
        stderr.contains("秒では見つかりませんでした：1個の候補を試し"),
        "{stderr}"
    );
    assert!(!stderr.contains("candidate"), "{stderr}");
}

/// The names Japanese solvers use are accepted wherever an id is: `find`,
/// `explain --strategies`; `strategies --lang ja` shows them beside the
/// katakana names. The puzzle: the first line of INPUT (its walkthrough
/// takes a naked pair).
#[test]
fn japanese_names_are_accepted_as_ids() {
    let puzzle = INPUT.lines().next().unwrap();
    for (name, id) in [
        ("2国同盟", "naked-pair"),
        ("ネイキッドペア", "naked-pair"),
        ("たすき掛け", "x-wing"),
        ("ボックスライン", "locked-candidates-claiming"),
        ("ポインティング", "locked-candidates-pointing"),
        ("クレーミング", "locked-candidates-claiming"),
        ("隠れたシングル", "hidden-single"),
        ("XYウイング", "xy-wing"),
        ("スカイスクレーパー", "skyscraper"),
        ("隠れた二国同盟", "hidden-pair"),
    ] {
        let by_name = run(&["find", name, "-"], puzzle);
        let by_id = run(&["find", id, "-"], puzzle);
        assert_eq!(by_name, by_id, "{name}");
        assert_eq!(by_id.0, Some(0), "{}", by_id.2);
    }
    // A misspelt Japanese name gets the nearest names, as English does.
    let solver =
        "full-house,naked-single,hidden-single,locked-pair,ポインテング,ボックスライン,2国同盟";
    let (code, out, err) = run(&["explain", "--strategies", solver, "-"], puzzle);
    assert_eq!(code, Some(2), "unknown name: {out}{err}");
    assert!(
        err.contains("unknown strategy 'ポインテング'; did you mean locked-candidates-pointing?"),
        "{err}"
    );
    let solver = "full-house,naked-single,hidden-single,locked-pair,locked-candidates-pointing,ボックスライン,2国同盟";
    let (code, out, err) = run(&["explain", "--strategies", solver, "-"], puzzle);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Naked pair"), "{out}");
    let (_, out, _) = run(&["strategies", "--lang", "ja"], "");
    assert!(out.contains("ネイキッドペア（2国同盟）"), "{out}");
    assert!(out.contains("X-Wing（たすき掛け）"), "{out}");
}

/// `hint --level 4 --json --lang ja`: the step's own explanation is in
/// Japanese too, as the hint's text is.
#[test]
fn a_level_4_hint_in_json_explains_in_japanese() {
    let one = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
    let (code, out, err) = run(
        &["hint", "--level", "4", "--json", "--lang", "ja", "-"],
        one,
    );
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let explanation = v["step"]["explanation"].as_str().unwrap();
    assert_eq!(explanation, v["text"].as_str().unwrap());
    assert!(!explanation.is_ascii(), "{explanation}");
}

/// A file that cannot be written because its folder is missing says so,
/// not that a file was not found.
#[test]
fn a_missing_output_folder_is_named_as_a_folder() {
    let one = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
    let (code, _, err) = run(
        &["render", "--lang", "ja", "-", "-o", "/no-such-folder/x.svg"],
        one,
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("書き出し先のフォルダがありません"), "{err}");
    assert!(!err.contains("ファイルが見つかりません"), "{err}");
}

#[test]
fn help_is_japanese_under_lang_ja() {
    // The program's help, with --lang before the command name.
    let (code, out, _) = run(&["--lang", "ja", "--help"], "");
    assert_eq!(code, Some(0));
    assert!(out.contains("使い方：sudoku-explorer <コマンド>"), "{out}");
    assert!(
        out.contains("コマンド：") && out.contains("オプション："),
        "{out}"
    );
    assert!(out.contains("  explain     問題を一手ずつ解き"), "{out}");
    // A command's help: its defaults and values said in Japanese, and none
    // of clap's English.
    for args in [
        &["explain", "--help", "--lang", "ja"][..],
        &["--lang", "ja", "explain", "--help"],
        &["help", "explain", "--lang", "ja"],
        &["--lang=ja", "help", "explain"],
    ] {
        let (code, out, err) = run(args, "");
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert!(
            out.contains("使い方：sudoku-explorer explain [オプション] <FILE>"),
            "{args:?}: {out}"
        );
        assert!(out.contains("［値：solver、curriculum］"), "{out}");
        assert!(out.contains("［既定：r3c2］"), "{out}");
        for english in [
            "Usage",
            "Options",
            "Arguments",
            "Print help",
            "default:",
            "possible values",
        ] {
            assert!(!out.contains(english), "{args:?}: {english} in {out}");
        }
    }
    // A command --lang moved after does not take: its errors are still Japanese.
    let (code, _, err) = run(&["--lang", "ja", "solve", "--bogus"], "");
    assert_eq!(code, Some(2));
    assert!(
        err.contains("このコマンドに --bogus というオプションはありません"),
        "{err}"
    );
    let (_, _, err) = run(&["--lang", "ja", "help", "rendr"], "");
    assert!(
        err.contains("「rendr」というコマンドはありません（render のことですか？）"),
        "{err}"
    );
    // English stays clap's.
    let (_, out, _) = run(&["explain", "--help"], "");
    assert!(
        out.contains("Usage: sudoku-explorer explain [OPTIONS] <FILE>"),
        "{out}"
    );
    assert!(
        out.contains("[possible values: solver, curriculum]"),
        "{out}"
    );
}
