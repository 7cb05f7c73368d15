//! Japanese names of the strategies, by id: the katakana forms Japanese
//! solving sites and books write (ネイキッドペア, スカイスクレイパー), the
//! English letters kept where that is what people write (X-Wing, XYウィング,
//! ALS-XZ, AIC). Fish variants put their prefixes before the fish, as
//! Japanese does: フィン付きソードフィッシュ.

/// `(id, Japanese name)` of every registered strategy and brute force.
pub(super) const NAMES: &[(&str, &str)] = &[
    ("full-house", "フルハウス"),
    ("naked-single", "ネイキッドシングル"),
    ("hidden-single", "ヒドゥンシングル"),
    ("locked-pair", "ロックペア"),
    (
        "locked-candidates-pointing",
        "ロックされた候補 タイプ1（ポインティング）",
    ),
    (
        "locked-candidates-claiming",
        "ロックされた候補 タイプ2（クレーミング）",
    ),
    ("locked-triple", "ロックトリプル"),
    ("naked-pair", "ネイキッドペア"),
    ("hidden-pair", "ヒドゥンペア"),
    ("naked-triple", "ネイキッドトリプル"),
    ("hidden-triple", "ヒドゥントリプル"),
    ("unique-rectangle-1", "ユニークレクタングル タイプ1"),
    ("unique-rectangle-2", "ユニークレクタングル タイプ2"),
    ("unique-rectangle-3", "ユニークレクタングル タイプ3"),
    ("unique-rectangle-4", "ユニークレクタングル タイプ4"),
    ("unique-rectangle-5", "ユニークレクタングル タイプ5"),
    ("unique-rectangle-6", "ユニークレクタングル タイプ6"),
    ("hidden-rectangle", "ヒドゥンレクタングル"),
    ("avoidable-rectangle-1", "アボイダブルレクタングル タイプ1"),
    ("avoidable-rectangle-2", "アボイダブルレクタングル タイプ2"),
    ("bug-plus-1", "BUG+1"),
    ("remote-pair", "リモートペア"),
    ("naked-quad", "ネイキッドクワッド"),
    ("turbot-fish", "ターボットフィッシュ"),
    ("empty-rectangle", "エンプティレクタングル"),
    ("dual-empty-rectangle", "デュアル・エンプティレクタングル"),
    ("finned-x-wing", "フィン付き X-Wing"),
    ("siamese-finned-x-wing", "シャム・フィン付き X-Wing"),
    ("skyscraper", "スカイスクレイパー"),
    ("x-wing", "X-Wing"),
    ("hidden-quad", "ヒドゥンクワッド"),
    ("swordfish", "ソードフィッシュ"),
    ("sashimi-x-wing", "サシミ X-Wing"),
    ("siamese-sashimi-x-wing", "シャム・サシミ X-Wing"),
    ("two-string-kite", "2ストリングカイト"),
    ("dual-two-string-kite", "デュアル2ストリングカイト"),
    ("simple-colors-trap", "シンプルカラー（トラップ）"),
    ("simple-colors-wrap", "シンプルカラー（ラップ）"),
    ("w-wing", "Wウィング"),
    ("jellyfish", "ジェリーフィッシュ"),
    ("xy-wing", "XYウィング"),
    ("xyz-wing", "XYZウィング"),
    ("finned-swordfish", "フィン付きソードフィッシュ"),
    (
        "siamese-finned-swordfish",
        "シャム・フィン付きソードフィッシュ",
    ),
    ("wxyz-wing", "WXYZウィング"),
    // The template of docs/adding-a-strategy.md (registered in test builds).
    #[cfg(test)]
    ("foo", "フー（見本）"),
    ("wxyz-wing-3222", "WXYZウィング 3222"),
    ("multi-colors-1", "マルチカラー タイプ1"),
    ("multi-colors-2", "マルチカラー タイプ2"),
    ("sashimi-swordfish", "サシミソードフィッシュ"),
    (
        "siamese-sashimi-swordfish",
        "シャム・サシミソードフィッシュ",
    ),
    ("vwxyz-wing", "VWXYZウィング"),
    ("finned-jellyfish", "フィン付きジェリーフィッシュ"),
    (
        "siamese-finned-jellyfish",
        "シャム・フィン付きジェリーフィッシュ",
    ),
    ("sue-de-coq", "スー・ド・コック"),
    ("sashimi-jellyfish", "サシミジェリーフィッシュ"),
    (
        "siamese-sashimi-jellyfish",
        "シャム・サシミジェリーフィッシュ",
    ),
    ("x-chain", "Xチェーン"),
    ("xy-chain", "XYチェーン"),
    ("continuous-nice-loop", "連続ナイスループ"),
    ("aic", "AIC（交互推論チェーン）"),
    ("discontinuous-nice-loop", "不連続ナイスループ"),
    ("grouped-continuous-nice-loop", "グループ化連続ナイスループ"),
    ("grouped-aic", "グループ化AIC"),
    (
        "grouped-discontinuous-nice-loop",
        "グループ化不連続ナイスループ",
    ),
    ("als-xz", "ALS-XZ"),
    ("franken-x-wing", "フランケン X-Wing"),
    ("als-xy-wing", "ALS-XYウィング"),
    ("als-chain", "ALSチェーン"),
    ("franken-swordfish", "フランケンソードフィッシュ"),
    ("death-blossom", "デスブロッサム"),
    ("franken-jellyfish", "フランケンジェリーフィッシュ"),
    ("finned-franken-x-wing", "フィン付きフランケン X-Wing"),
    (
        "siamese-finned-franken-x-wing",
        "シャム・フィン付きフランケン X-Wing",
    ),
    (
        "finned-franken-swordfish",
        "フィン付きフランケンソードフィッシュ",
    ),
    (
        "siamese-finned-franken-swordfish",
        "シャム・フィン付きフランケンソードフィッシュ",
    ),
    (
        "finned-franken-jellyfish",
        "フィン付きフランケンジェリーフィッシュ",
    ),
    (
        "siamese-finned-franken-jellyfish",
        "シャム・フィン付きフランケンジェリーフィッシュ",
    ),
    ("mutant-x-wing", "ミュータント X-Wing"),
    ("mutant-swordfish", "ミュータントソードフィッシュ"),
    ("mutant-jellyfish", "ミュータントジェリーフィッシュ"),
    ("finned-mutant-x-wing", "フィン付きミュータント X-Wing"),
    (
        "siamese-finned-mutant-x-wing",
        "シャム・フィン付きミュータント X-Wing",
    ),
    (
        "finned-mutant-swordfish",
        "フィン付きミュータントソードフィッシュ",
    ),
    (
        "siamese-finned-mutant-swordfish",
        "シャム・フィン付きミュータントソードフィッシュ",
    ),
    (
        "finned-mutant-jellyfish",
        "フィン付きミュータントジェリーフィッシュ",
    ),
    (
        "siamese-finned-mutant-jellyfish",
        "シャム・フィン付きミュータントジェリーフィッシュ",
    ),
    ("nishio-forcing-chain", "西尾フォーシングチェーン"),
    (
        "finned-mutant-squirmbag",
        "フィン付きミュータントスクワームバッグ",
    ),
    ("finned-mutant-whale", "フィン付きミュータントホエール"),
    (
        "forcing-chain-contradiction",
        "フォーシングチェーン（矛盾）",
    ),
    ("forcing-chain-verity", "フォーシングチェーン（共通結論）"),
    ("kraken-x-wing", "クラーケン X-Wing"),
    ("kraken-swordfish", "クラーケンソードフィッシュ"),
    ("kraken-jellyfish", "クラーケンジェリーフィッシュ"),
    ("forcing-net-contradiction", "フォーシングネット（矛盾）"),
    ("forcing-net-verity", "フォーシングネット（共通結論）"),
    ("grouped-aic-als", "グループ化AIC（ALSノード付き）"),
    (
        "grouped-continuous-nice-loop-als",
        "グループ化連続ナイスループ（ALSノード付き）",
    ),
    (
        "grouped-discontinuous-nice-loop-als",
        "グループ化不連続ナイスループ（ALSノード付き）",
    ),
    (
        "nested-forcing-chain-contradiction",
        "入れ子のフォーシングチェーン（矛盾）",
    ),
    (
        "nested-forcing-net-contradiction",
        "入れ子のフォーシングネット（矛盾）",
    ),
    (
        "aligned-pair-exclusion",
        "アラインドペア・エクスクルージョン",
    ),
    (
        "aligned-triple-exclusion",
        "アラインドトリプル・エクスクルージョン",
    ),
    ("template-set", "テンプレート（配置）"),
    ("template-delete", "テンプレート（削除）"),
    ("brute-force", "総当たり"),
];

/// `(name, id)`: the names Japanese books and sites use besides the
/// katakana ones, accepted wherever a strategy id is (`find たすき掛け`).
/// Sources (docs/glossary-ja.md): たすき掛け, an X-Wing (puzzlelife at
/// www.pro.or.jp/~fuji, 2014-09-29); n国同盟, naked subsets (ナンプレさくさく, numberplace.site:
/// 2国同盟 = ネイキッドペア; some sites count the hidden pair as a
/// 2国同盟 too); ボックスライン, box/line reduction (claiming), as the seed
/// article 004 writes it; 西尾, after 西尾徹也. ヒレ付き for フィン付き is
/// read by [`normalized`](crate::strategies::by_name).
pub(super) const ALIASES: &[(&str, &str)] = &[
    ("たすき掛け", "x-wing"),
    ("2国同盟", "naked-pair"),
    ("二国同盟", "naked-pair"),
    ("3国同盟", "naked-triple"),
    ("三国同盟", "naked-triple"),
    ("4国同盟", "naked-quad"),
    ("四国同盟", "naked-quad"),
    ("ボックスライン", "locked-candidates-claiming"),
    ("西尾", "nishio-forcing-chain"),
];
