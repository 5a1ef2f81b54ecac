package dev.catalogstudio.app.export;

import dev.catalogstudio.model.export.Loss;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/** The loss report as a table: where (source path:line, 1-based), item, action and the reason with its source. */
final class LossTable {

    private LossTable() {
    }

    static TableView<Loss> of(ObservableList<Loss> losses, String id) {
        var table = new TableView<Loss>(losses);
        table.setId(id);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Where", 230, Loss::where));
        table.getColumns().add(column("Item", 170, Loss::item));
        table.getColumns().add(column("Action", 110, l -> l.action().json()));
        table.getColumns().add(column("Reason", 420, Loss::reason));
        table.setPrefHeight(300);
        table.getStyleClass().add("dense");
        // A reason is cut at the column's edge: the whole loss on hover.
        table.setRowFactory(t -> {
            var row = new javafx.scene.control.TableRow<Loss>();
            var tip = new javafx.scene.control.Tooltip();
            tip.setWrapText(true);
            tip.setMaxWidth(640);
            tip.setShowDuration(javafx.util.Duration.seconds(30));
            row.itemProperty().addListener((o, old, now) -> {
                if (now == null) {
                    row.setTooltip(null);
                } else {
                    tip.setText(now.where() + "  " + now.item() + " \u2014 " + now.action().json() + "\n"
                            + now.reason());
                    row.setTooltip(tip);
                }
            });
            return row;
        });
        return table;
    }

    private static TableColumn<Loss, String> column(String title, double width, Function<Loss, String> value) {
        var column = new TableColumn<Loss, String>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        return column;
    }
}
