package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;
import org.roundhouse.text.Messages;
import org.roundhouse.text.EnglishLeft;

/**
 * The analysis' texts under {@code --lang it} (issue #23): {@code summary}'s text, {@code review}'s
 * table and the bots' refusals hold no English word beyond names, while {@code review}'s CSV and
 * JSON are byte for byte those of English; and the language the files are written in is this
 * thread's only ({@link Messages#in}), never the program's.
 */
class ItalianAnalysisTest {
    /** Words of the English texts that are no Italian word (names of players, companies and cities have none of them). */
    private static final Pattern ENGLISH = Pattern.compile("\\b(players?|finished|after|move|dividends?|scorings?|paid|ranking|cash|drawn|by"
            + "|companies|at|the|end|trains|on|board|row|shares|value|price|owned|played|house|best|cost|points?|of|win|chance"
            + "|decisions?|mean|loss|inaccuracies|mistakes|blunders|luck|all|how|much|cards|no|bot|known|start)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final String GAME = "sample-games/3p-standard.upn";

    @TempDir
    Path dir;

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static List<String> englishIn(String text, String... quoted) {
        String t = text;
        for (String q : quoted) t = t.replace(q, " ");
        return EnglishLeft.in(ENGLISH, t);
    }

    @Test
    void theCheckFindsEnglish() {
        assertThat(englishIn("Finished after move 83, 4 dividends paid")).containsExactly("Finished", "after", "move", "dividends", "paid");
        assertThat(englishIn("Finita dopo la mossa 83, 4 dividendi pagati")).isEmpty();
    }

    /** The engine's own texts the summary quotes (another part of #23 translates them), in the language of the run. */
    private static String[] quotedFromTheEngine(String file) throws Exception {
        Messages.setLocale(Locale.ITALIAN);
        try {
            Replay replay = Replay.of(RecordLoader.load(Path.of(file)).orThrow());
            int players = replay.playerNames().size();
            return new String[] {replay.game().describeOptions(players),
                replay.game().facts(replay.finalState(), PositionFacts.ALL_SEEING).valueCaption};
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    @Test
    void summaryIsItalianForEveryRuleSet() throws Exception {
        for (String file : List.of("sample-games/2p-up-for-two.upn", "sample-games/4p-stripped-down.upn",
                "sample-games/4p-nineteenth-century.upn", GAME)) {
            CliRun r = CliRun.italian("summary", file);
            assertThat(r.status()).as(r.err()).isZero();
            assertThat(englishIn(r.out(), quotedFromTheEngine(file))).as("English left in:\n%s", r.out()).isEmpty();
        }
        String two = CliRun.italian("summary", "sample-games/2p-up-for-two.upn").out();
        assertThat(two).contains("2 giocatori, ", "\nFinita dopo la mossa 83, 4 dividendi pagati\n\nClassifica (contanti in M$):\n",
                "\nDividendo 2 (mossa 50, pescato da Dave):\n", "\n  casa                 +10  (UP 10)\n",
                "\n  EP&RG  El Paso & Rio Grande         23 treni  valore 24  15 azioni\n",
                "\n  UP     Union Pacific                                      5 azioni\n");
        assertThat(CliRun.italian("summary", "sample-games/4p-stripped-down.upn").out()).contains("4 conteggi pagati", "\nConteggio 1 (mossa 28",
                "treni nella fila", "azioni giocate");
        assertThat(CliRun.italian("summary", "sample-games/4p-nineteenth-century.upn").out()).contains("azioni possedute dai giocatori",
                "treni  prezzo 23");
    }

    @Test
    void summaryInEnglishReadsAsBefore() {
        String two = CliRun.of("--lang", "en", "summary", "sample-games/2p-up-for-two.upn").out();
        assertThat(two).startsWith("2 players, deck recipe standard, three of a kind\nFinished after move 83, 4 dividends paid\n\n"
                + "Ranking (cash in $M):\n  1. Dave                  166\n").contains("\nDividend 2 (move 50, drawn by Dave):\n",
                "\n  house                +10  (UP 10)\n", "\nCompanies at the end (trains on the board, dividend value, shares played):\n",
                "\n  EP&RG  El Paso & Rio Grande         23 trains  value 24  15 shares\n",
                "\n  UP     Union Pacific                                      5 shares\n");
        assertThat(CliRun.of("--lang", "en", "summary", "sample-games/4p-nineteenth-century.upn").out())
                .contains("(trains on the board, share price, shares owned by players):\n", " 23 trains  price 23   5 shares\n");
    }

    @Test
    void reviewsTableIsItalianAndItsFilesAreTheSameInEveryLanguage() throws Exception {
        String[] review = {"review", GAME, "--playouts", "4", "--screening", "8", "--best", "2", "--bot", "random", "--all"};
        CliRun text = CliRun.italian(review);
        assertThat(text.status()).as(text.err()).isZero();
        assertThat(text.out()).contains("\n    migliori: ", "\n    costo: ", " punti di probabilità di vittoria\n",
                "\ngiocatore    decisioni  perdita media  imprecisioni ?!  errori ?  errori gravi ??  fortuna\n",
                "\n(perdita e fortuna in punti di probabilità di vittoria; fortuna: quanto le carte pescate hanno spostato la probabilità"
                        + " del giocatore)\n")
                .containsPattern("\nAnna {9}\\s+\\d+\\s+\\d+,\\d\\s+\\d+\\s+\\d+\\s+\\d+\\s+[-+]\\d+,\\d\n");
        assertThat(englishIn(text.out(), "random")).as("English left in:\n%s", text.out()).isEmpty();
        List<String> inEnglish = new ArrayList<>(List.of("--lang", "en"));
        inEnglish.addAll(List.of(review));
        assertThat(CliRun.of(inEnglish.toArray(String[]::new)).out()).contains("\n    best: ",
                "\nplayer       decisions  mean loss  inaccuracies ?!  mistakes ?  blunders ??   luck\n");

        for (String kind : List.of("csv", "json")) {
            Path en = dir.resolve("en." + kind);
            Path it = dir.resolve("it." + kind);
            String[] out = List.of(review).subList(0, review.length - 1).toArray(String[]::new);
            List<String> enArgs = new ArrayList<>(List.of("--lang", "en"));
            enArgs.addAll(List.of(out));
            enArgs.addAll(List.of("--out", en.toString()));
            List<String> itArgs = new ArrayList<>(List.of(out));
            itArgs.addAll(List.of("--out", it.toString()));
            assertThat(CliRun.of(enArgs.toArray(String[]::new)).status()).isZero();
            assertThat(CliRun.italian(itArgs.toArray(String[]::new)).status()).isZero();
            assertThat(Files.readString(it)).as(kind).isEqualTo(Files.readString(en)).contains("builds");
        }
    }

    @Test
    void theSwingsAndTheCommentOfAMarkAreItalian() throws Exception {
        Replay replay = Replay.of(RecordLoader.load(Path.of(GAME)).orThrow());
        var settings = new org.roundhouse.analysis.winprob.Settings(10, 0, "heuristic", 1, 1, -1);
        Messages.setLocale(Locale.ITALIAN);
        var a = org.roundhouse.analysis.winprob.LineAnalysis.of(replay, replay.mainLine(), settings, 2,
                new org.roundhouse.analysis.winprob.WinProbability.Listener() { }, () -> false);
        assertThat(a.points().get(0).words()).isEqualTo("l'inizio");
        var swing = a.swings().get(0);
        assertThat(a.describe(swing)).startsWith("mossa " + swing.moveNumber() + ", " + swing.words() + ": ")
                .containsPattern(": \\S+ \\d+% → \\d+% \\(decisioni [-+]\\d+ punti, carte [-+]\\d+\\)$");
        String comment = Messages.UI.text("winChances.swing.comment", a.withoutMove(swing));
        assertThat(comment).startsWith("Probabilità di vittoria: " + swing.words() + ": ");
        assertThat(englishIn(a.describe(swing) + "\n" + comment)).isEmpty();
        // the files keep English, whatever the language of the analysis
        assertThat(a.toCsv()).contains(",the start,").contains("builds");
        assertThat(a.toJson("x")).contains("\"text\": \"move " + swing.moveNumber() + ", ").contains("(decision ");
    }

    @Test
    void anUnknownBotIsRefusedInItalian() {
        CliRun r = CliRun.italian("tournament", "--bots", "genius,random", "--games", "1");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("nessun bot 'genius'; quelli noti: ");
        assertThat(CliRun.of("--lang", "en", "tournament", "--bots", "genius,random", "--games", "1").err()).contains("no bot 'genius'; known: ");
    }

    @Test
    void filesAreWrittenInEnglishOnTheirThreadOnly() throws Exception {
        Messages.setLocale(Locale.ITALIAN);
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch seen = new CountDownLatch(1);
        AtomicReference<String> elsewhere = new AtomicReference<>();
        Thread other = new Thread(() -> {
            try {
                inside.await();
                elsewhere.set(Messages.WORDS.text("summary.term.dividend"));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                seen.countDown();
            }
        });
        other.start();
        String inEnglish = Messages.in(Locale.ENGLISH, () -> {
            inside.countDown();
            seen.await();
            return Messages.WORDS.text("summary.term.dividend");
        });
        other.join();
        assertThat(inEnglish).isEqualTo("dividend");
        assertThat(elsewhere.get()).isEqualTo("dividendo");
        assertThat(Messages.locale()).isEqualTo(Locale.ITALIAN);
        assertThat(Messages.WORDS.text("summary.term.dividend")).isEqualTo("dividendo");
    }
}
